import { accountSecurityGraphql } from '@/modules/account-security/__generated__/gql';

export const REAUTHENTICATE = accountSecurityGraphql(`
  mutation Reauthenticate($password: String, $code: String) {
    reauthenticate(password: $password, code: $code) { message }
  }
`);
