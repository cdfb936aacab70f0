import { correspondenceGraphql } from '@/modules/correspondence/__generated__/gql';

export const STUDENT_CORRECTION_REQUEST_FIELDS = correspondenceGraphql(`
  fragment StudentCorrectionRequestFields on CorrectionRequest {
    id status message dueDate overdue requestedAt submittedAt
    items { id kind label fileName }
  }
`);
