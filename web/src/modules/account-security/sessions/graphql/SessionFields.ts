import { accountSecurityGraphql } from '@/modules/account-security/__generated__/gql';

export const SESSION_FIELDS = accountSecurityGraphql(`
  fragment SessionFields on Session { id browser system address signedInAt lastUsedAt current }
`);
