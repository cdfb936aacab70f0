import { graphql } from '@/__generated__/gql';

export const LOGIN = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      ...SignInAnswerFields
    }
  }
`);
