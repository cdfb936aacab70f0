import { gql, type TypedDocumentNode } from '@apollo/client';
import type { RejectApplicationMutation, RejectApplicationMutationVariables } from '@/__generated__/graphql';

// A gql document typed by codegen rather than graphql(): codegen's shared module would put it in the students' chunk.
export const REJECT_APPLICATION: TypedDocumentNode<
  RejectApplicationMutation,
  RejectApplicationMutationVariables
> = gql`
  mutation RejectApplication($id: ID!, $feedback: String) {
    rejectApplication(id: $id, feedback: $feedback) {
      id
      status
      feedback
      rejectionReason
      updatedAt
    }
  }
`;
