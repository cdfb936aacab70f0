import { graphql } from '@/__generated__/gql';

export const APPROVE_APPLICATION = graphql(`
  mutation ApproveApplication($id: ID!, $feedback: String) {
    approveApplication(id: $id, feedback: $feedback) {
      id
      status
      feedback
      rejectionReason
      updatedAt
    }
  }
`);
