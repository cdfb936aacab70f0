import { graphql } from '@/__generated__/gql';

export const RESEND_VERIFICATION = graphql(`
  mutation ResendVerification($email: String!) {
    resendVerification(email: $email) { success message }
  }
`);
