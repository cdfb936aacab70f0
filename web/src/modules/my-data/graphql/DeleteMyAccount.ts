import { graphql } from '@/__generated__/gql';

export const DELETE_MY_ACCOUNT = graphql(`
  mutation DeleteMyAccount($password: String!) {
    deleteMyAccount(password: $password) { success message }
  }
`);
