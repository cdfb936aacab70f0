import { graphql } from '@/__generated__/gql';

export const UPDATE_APPLICATION_STATUS = graphql(`
  mutation UpdateApplicationStatus($id: ID!, $status: ApplicationStatus!, $feedback: String) {
    updateApplicationStatus(id: $id, status: $status, feedback: $feedback) {
      id
      status
      feedback
      rejectionReason
      updatedAt
    }
  }
`);
