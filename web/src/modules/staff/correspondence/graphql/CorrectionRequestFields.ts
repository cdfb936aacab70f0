import { staffGraphql } from '@/modules/staff/__generated__/gql';

/** A correction request as the review pages show it: what was asked, by when, and what the student sent. */
export const CORRECTION_REQUEST_FIELDS = staffGraphql(`
  fragment CorrectionRequestFields on CorrectionRequest {
    id status message dueDate overdue requestedAt submittedAt withdrawnAt
    items { id kind label fileName fileUrl }
    requestedBy { id fullName }
  }
`);
