import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const END_USER_SESSIONS = staffGraphql(`
  mutation EndUserSessions($userId: ID!) {
    endUserSessions(userId: $userId) { message }
  }
`);
