import { graphql } from '@/__generated__/gql';

export const VERIFY_EMAIL = graphql(`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token) { success message }
  }
`);
