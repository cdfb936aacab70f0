import { gql, type TypedDocumentNode } from '@apollo/client';
import type { DeleteScholarshipMutation, DeleteScholarshipMutationVariables } from '@/__generated__/graphql';

// A gql document typed by codegen rather than graphql(): codegen's shared module would put it in the students' chunk.
export const DELETE_SCHOLARSHIP: TypedDocumentNode<
  DeleteScholarshipMutation,
  DeleteScholarshipMutationVariables
> = gql`
  mutation DeleteScholarship($id: ID!, $force: Boolean) {
    deleteScholarship(id: $id, force: $force) {
      success
      id
    }
  }
`;
