import { accountSecurityGraphql } from '@/modules/account-security/__generated__/gql';

export const SECOND_FACTOR_ENROLMENT_FIELDS = accountSecurityGraphql(`
  fragment SecondFactorEnrolmentFields on SecondFactorEnrolment {
    recoveryCodes accessToken refreshToken
    factor { ...SecondFactorFields }
    user {
      ...SessionUserFields
    }
  }
`);
