import { accountSecurityGraphql } from '@/modules/account-security/__generated__/gql';

export const END_SESSION = accountSecurityGraphql(`
  mutation EndSession($id: ID!) {
    endSession(id: $id) { message }
  }
`);
