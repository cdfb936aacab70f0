import { accountSecurityGraphql } from '@/modules/account-security/__generated__/gql';

export const COMPLETE_SIGN_IN = accountSecurityGraphql(`
  mutation CompleteSignIn($challenge: String!, $code: String, $recoveryCode: String, $passkey: String) {
    completeSignIn(challenge: $challenge, code: $code, recoveryCode: $recoveryCode, passkey: $passkey) {
      ...SignInAnswerFields
    }
  }
`);
