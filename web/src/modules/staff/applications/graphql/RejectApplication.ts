import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const REJECT_APPLICATION = staffGraphql(`
  mutation RejectApplication($id: ID!, $feedback: String) {
    rejectApplication(id: $id, feedback: $feedback) { id status feedback rejectionReason updatedAt }
  }
`);
