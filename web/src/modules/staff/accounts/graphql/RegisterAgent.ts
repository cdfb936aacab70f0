import { graphql } from '@/__generated__/gql';

export const REGISTER_AGENT = graphql(`
  mutation RegisterAgent($input: CreateUserInput!) {
    registerAgent(input: $input) {
      id
      role
    }
  }
`);
