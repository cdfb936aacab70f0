import { graphql } from '@/__generated__/gql';

export const DELETE_SCHOLARSHIP = graphql(`
  mutation DeleteScholarship($id: ID!, $force: Boolean) {
    deleteScholarship(id: $id, force: $force) {
      success
      id
    }
  }
`);
