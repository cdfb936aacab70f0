import { gql, type TypedDocumentNode } from '@apollo/client';
import type { DeleteUserMutation, DeleteUserMutationVariables } from '@/__generated__/graphql';

// A gql document typed by codegen rather than graphql(): codegen's shared module would put it in the students' chunk.
export const DELETE_USER: TypedDocumentNode<DeleteUserMutation, DeleteUserMutationVariables> = gql`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id) {
      success
      id
    }
  }
`;
