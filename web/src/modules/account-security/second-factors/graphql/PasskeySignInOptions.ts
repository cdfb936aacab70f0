import { accountSecurityGraphql } from '@/modules/account-security/__generated__/gql';

export const PASSKEY_SIGN_IN_OPTIONS = accountSecurityGraphql(`
  mutation PasskeySignInOptions($challenge: String!) {
    passkeySignInOptions(challenge: $challenge)
  }
`);
