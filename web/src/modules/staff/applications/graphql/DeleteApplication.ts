import { gql, type TypedDocumentNode } from '@apollo/client';
import type { DeleteApplicationMutation, DeleteApplicationMutationVariables } from '@/__generated__/graphql';

// A gql document typed by codegen rather than graphql(): codegen's shared module would put it in the students' chunk.
export const DELETE_APPLICATION: TypedDocumentNode<
  DeleteApplicationMutation,
  DeleteApplicationMutationVariables
> = gql`
  mutation DeleteApplication($id: ID!) {
    deleteApplication(id: $id) {
      success
      id
    }
  }
`;
