import { graphql } from '@/__generated__/gql';

export const RESET_PASSWORD = graphql(`
  mutation ResetPassword($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword) {
      message
      ...SignInAnswerFields
    }
  }
`);
