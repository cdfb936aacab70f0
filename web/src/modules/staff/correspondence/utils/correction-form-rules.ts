import {
  CORRECTION_LABEL_MAX_LENGTH,
  CORRECTION_MAX_ITEMS,
  MESSAGE_MAX_LENGTH,
} from '@bourses/common/limits';
import type { CorrectionItemKind, RequestCorrectionInput } from '@/modules/staff/__generated__/graphql';
import type { AssignmentSubject } from '@/modules/staff/casework/hooks/useAssign';
import { correctionDueDates } from '@/modules/staff/correspondence/utils/correction-due-date';

/** What a request may ask for: the service contract is an account's document only. */
export function correctionItemKinds(subject: AssignmentSubject['kind']): readonly CorrectionItemKind[] {
  return subject === 'account'
    ? ['PAYMENT_RECEIPT', 'SERVICE_CONTRACT', 'OTHER_DOCUMENT']
    : ['PAYMENT_RECEIPT', 'OTHER_DOCUMENT'];
}

/** The correction dialog as typed. */
export interface CorrectionDraft {
  /** The fixed items ticked (receipt, contract). */
  documents: readonly Exclude<CorrectionItemKind, 'OTHER_DOCUMENT'>[];
  /** One name per other document asked for. */
  otherDocuments: readonly string[];
  message: string;
  dueDate: string;
}

export const emptyCorrectionDraft = (now: Date): CorrectionDraft => ({
  documents: [],
  otherDocuments: [],
  message: '',
  dueDate: correctionDueDates(now).initial,
});

export interface CorrectionProblems {
  items?: 'NONE' | 'TOO_MANY';
  /** Per other document, by its index. */
  otherDocuments?: Record<number, 'REQUIRED' | 'TOO_LONG'>;
  message?: 'REQUIRED' | 'TOO_LONG';
  dueDate?: 'INVALID' | 'PAST' | 'TOO_FAR';
}

/** What stops the request from being sent, checked before the server does; null when it may go. */
export function correctionProblems(draft: CorrectionDraft, now: Date): CorrectionProblems | null {
  const problems: CorrectionProblems = {};
  const count = draft.documents.length + draft.otherDocuments.length;
  if (count === 0) problems.items = 'NONE';
  else if (count > CORRECTION_MAX_ITEMS) problems.items = 'TOO_MANY';
  const others: Record<number, 'REQUIRED' | 'TOO_LONG'> = {};
  draft.otherDocuments.forEach((label, index) => {
    if (!label.trim()) others[index] = 'REQUIRED';
    else if (label.trim().length > CORRECTION_LABEL_MAX_LENGTH) others[index] = 'TOO_LONG';
  });
  if (Object.keys(others).length > 0) problems.otherDocuments = others;
  if (!draft.message.trim()) problems.message = 'REQUIRED';
  else if (draft.message.trim().length > MESSAGE_MAX_LENGTH) problems.message = 'TOO_LONG';
  const { min, max } = correctionDueDates(now);
  // 'yyyy-mm-dd' strings compare as the days they name.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.dueDate)) problems.dueDate = 'INVALID';
  else if (draft.dueDate < min) problems.dueDate = 'PAST';
  else if (draft.dueDate > max) problems.dueDate = 'TOO_FAR';
  return Object.keys(problems).length > 0 ? problems : null;
}

/** The mutation's input: the ticked documents in the offered order, then the others by name. */
export function toRequestCorrectionInput(
  subject: AssignmentSubject,
  draft: CorrectionDraft,
): RequestCorrectionInput {
  const offered = correctionItemKinds(subject.kind);
  return {
    ...(subject.kind === 'application' ? { applicationId: subject.id } : { userId: subject.id }),
    items: [
      ...offered
        .filter((kind) => draft.documents.some((document) => document === kind))
        .map((kind) => ({ kind })),
      ...draft.otherDocuments.map((label) => ({ kind: 'OTHER_DOCUMENT' as const, label: label.trim() })),
    ],
    message: draft.message.trim(),
    dueDate: draft.dueDate,
  };
}

/** A saved reply's text put after what is already written, a blank line between. */
export function withInsertedText(current: string, inserted: string): string {
  return current.trim() ? `${current.trimEnd()}\n\n${inserted}` : inserted;
}
