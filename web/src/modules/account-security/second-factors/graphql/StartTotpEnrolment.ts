import { accountSecurityGraphql } from '@/modules/account-security/__generated__/gql';

export const START_TOTP_ENROLMENT = accountSecurityGraphql(`
  mutation StartTotpEnrolment($challenge: String) {
    startTotpEnrolment(challenge: $challenge) { secret uri qrCode }
  }
`);
