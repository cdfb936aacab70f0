import { useQuery } from '@apollo/client/react';
import { UNREAD_MESSAGES } from '@/modules/layout/graphql/UnreadMessages';

/** New staff messages reach the header within a minute; opening a conversation asks again at once. */
const POLL_INTERVAL_MS = 60_000;

/** How many messages the signed-in student has not opened; 0 until known (or when it cannot be). */
export function useUnreadMessages(): number {
  const { data } = useQuery(UNREAD_MESSAGES, { pollInterval: POLL_INTERVAL_MS, fetchPolicy: 'cache-and-network' });
  return data?.unreadMessages.messages ?? 0;
}
