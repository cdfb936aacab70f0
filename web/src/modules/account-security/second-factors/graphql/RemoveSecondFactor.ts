import { accountSecurityGraphql } from '@/modules/account-security/__generated__/gql';

export const REMOVE_SECOND_FACTOR = accountSecurityGraphql(`
  mutation RemoveSecondFactor($id: ID!) {
    removeSecondFactor(id: $id) { message }
  }
`);
