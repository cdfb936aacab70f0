import { accountSecurityGraphql } from '@/modules/account-security/__generated__/gql';

export const MY_SESSIONS = accountSecurityGraphql(`
  query MySessions {
    mySessions { ...SessionFields }
  }
`);
