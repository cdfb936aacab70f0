import { graphql } from '@/__generated__/gql';

export const CREATE_USER = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      id
      role
    }
  }
`);
