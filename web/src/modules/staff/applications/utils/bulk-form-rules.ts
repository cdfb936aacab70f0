import type { BulkTarget } from '@/modules/staff/applications/components/BulkTargetChoice';
import type { BulkApplicationAction } from '@/modules/staff/__generated__/graphql';

export interface BulkForm {
  action: BulkApplicationAction;
  /** The chosen rows, or every application matching the list's filters. */
  target: BulkTarget;
  feedback: string;
  assigneeId: string;
}

/** What stops the form from being sent, checked before the server does. */
export function bulkFormProblem(
  form: BulkForm,
  selectedCount: number,
): 'NOTHING_SELECTED' | 'FEEDBACK_REQUIRED' | null {
  if (form.target === 'selected' && selectedCount === 0) return 'NOTHING_SELECTED';
  if (form.action === 'REJECT' && form.feedback.trim() === '') return 'FEEDBACK_REQUIRED';
  return null;
}
