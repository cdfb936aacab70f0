import { accountSecurityGraphql } from '@/modules/account-security/__generated__/gql';

export const MY_SECOND_FACTORS = accountSecurityGraphql(`
  query MySecondFactors {
    mySecondFactors {
      factors { ...SecondFactorFields }
      recoveryCodesLeft
    }
  }
`);
