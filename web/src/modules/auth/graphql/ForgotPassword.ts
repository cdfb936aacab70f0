import { graphql } from '@/__generated__/gql';

export const FORGOT_PASSWORD = graphql(`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email) { success message }
  }
`);
