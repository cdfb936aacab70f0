import { accountSecurityGraphql } from '@/modules/account-security/__generated__/gql';

export const END_OTHER_SESSIONS = accountSecurityGraphql(`
  mutation EndOtherSessions {
    endOtherSessions { message }
  }
`);
