import { graphql } from '@/__generated__/gql';

export const DELETE_USER = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id) {
      success
      id
    }
  }
`);
