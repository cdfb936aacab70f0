import { accountSecurityGraphql } from '@/modules/account-security/__generated__/gql';

export const SECOND_FACTOR_FIELDS = accountSecurityGraphql(`
  fragment SecondFactorFields on SecondFactor { id kind name createdAt lastUsedAt }
`);
