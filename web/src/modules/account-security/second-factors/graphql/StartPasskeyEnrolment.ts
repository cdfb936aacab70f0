import { accountSecurityGraphql } from '@/modules/account-security/__generated__/gql';

export const START_PASSKEY_ENROLMENT = accountSecurityGraphql(`
  mutation StartPasskeyEnrolment($challenge: String) {
    startPasskeyEnrolment(challenge: $challenge)
  }
`);
