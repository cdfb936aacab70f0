import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ApproveApplicationMutation,
  ApproveApplicationMutationVariables,
} from '@/__generated__/graphql';

// A gql document typed by codegen rather than graphql(): codegen's shared module would put it in the students' chunk.
export const APPROVE_APPLICATION: TypedDocumentNode<
  ApproveApplicationMutation,
  ApproveApplicationMutationVariables
> = gql`
  mutation ApproveApplication($id: ID!, $feedback: String) {
    approveApplication(id: $id, feedback: $feedback) {
      id
      status
      feedback
      rejectionReason
      updatedAt
    }
  }
`;
