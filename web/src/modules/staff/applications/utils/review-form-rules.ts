import type { ApplicationStatus } from '@/modules/staff/__generated__/graphql';

export type ReviewDecision = 'approve' | 'reject' | 'status';

export interface ReviewFormValues {
  decision: ReviewDecision;
  status: ApplicationStatus;
  feedback: string;
}

export type ReviewFormError = 'FEEDBACK_REQUIRED';

/** A rejection must tell the student why (issue 6), whether by Reject or by setting the status. */
export function validateReview(values: ReviewFormValues): ReviewFormError | null {
  const rejecting =
    values.decision === 'reject' || (values.decision === 'status' && values.status === 'REJECTED');
  return rejecting && values.feedback.trim() === '' ? 'FEEDBACK_REQUIRED' : null;
}
