import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const APPROVE_APPLICATION = staffGraphql(`
  mutation ApproveApplication($id: ID!, $feedback: String) {
    approveApplication(id: $id, feedback: $feedback) { id status feedback rejectionReason updatedAt }
  }
`);
