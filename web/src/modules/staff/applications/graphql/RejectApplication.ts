import { graphql } from '@/__generated__/gql';

export const REJECT_APPLICATION = graphql(`
  mutation RejectApplication($id: ID!, $feedback: String) {
    rejectApplication(id: $id, feedback: $feedback) {
      id
      status
      feedback
      rejectionReason
      updatedAt
    }
  }
`);
