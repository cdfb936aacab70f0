import { accountSecurityGraphql } from '@/modules/account-security/__generated__/gql';

export const CONFIRM_TOTP_ENROLMENT = accountSecurityGraphql(`
  mutation ConfirmTotpEnrolment($code: String!, $challenge: String) {
    confirmTotpEnrolment(code: $code, challenge: $challenge) { ...SecondFactorEnrolmentFields }
  }
`);
