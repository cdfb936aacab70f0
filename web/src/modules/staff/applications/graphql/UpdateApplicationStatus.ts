import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  UpdateApplicationStatusMutation,
  UpdateApplicationStatusMutationVariables,
} from '@/__generated__/graphql';

// A gql document typed by codegen rather than graphql(): codegen's shared module would put it in the students' chunk.
export const UPDATE_APPLICATION_STATUS: TypedDocumentNode<
  UpdateApplicationStatusMutation,
  UpdateApplicationStatusMutationVariables
> = gql`
  mutation UpdateApplicationStatus($id: ID!, $status: ApplicationStatus!, $feedback: String) {
    updateApplicationStatus(id: $id, status: $status, feedback: $feedback) {
      id
      status
      feedback
      rejectionReason
      updatedAt
    }
  }
`;
