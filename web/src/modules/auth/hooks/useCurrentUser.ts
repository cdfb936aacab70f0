import { useQuery } from '@apollo/client/react';
import { getFragmentData } from '@/__generated__';
import { CURRENT_USER } from '@/modules/auth/graphql/CurrentUser';
import { SESSION_USER_FIELDS } from '@/modules/auth/graphql/SessionUserFields';
import { useSession } from '@/modules/auth/hooks/useSession';
import { parseSessionUser, type SessionUser } from '@/modules/auth/utils/session-user';

/** The signed-in user as the server knows it now, or as stored at sign-in while loading or offline. */
export function useCurrentUser(): { user: SessionUser | null; loading: boolean } {
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const { data, loading } = useQuery(CURRENT_USER, { skip: !signedIn, fetchPolicy: 'cache-and-network' });
  const fresh = data?.me ? parseSessionUser(getFragmentData(SESSION_USER_FIELDS, data.me)) : null;
  return { user: fresh ?? (signedIn ? session.user : null), loading };
}
