import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const RESET_SECOND_FACTORS = staffGraphql(`
  mutation ResetSecondFactors($userId: ID!) {
    resetSecondFactors(userId: $userId) { message }
  }
`);
