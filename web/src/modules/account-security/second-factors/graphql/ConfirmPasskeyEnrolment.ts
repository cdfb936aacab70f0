import { accountSecurityGraphql } from '@/modules/account-security/__generated__/gql';

export const CONFIRM_PASSKEY_ENROLMENT = accountSecurityGraphql(`
  mutation ConfirmPasskeyEnrolment($response: String!, $name: String, $challenge: String) {
    confirmPasskeyEnrolment(response: $response, name: $name, challenge: $challenge) { ...SecondFactorEnrolmentFields }
  }
`);
