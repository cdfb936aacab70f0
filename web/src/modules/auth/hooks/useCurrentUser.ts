import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { getFragmentData } from '@/__generated__';
import { CURRENT_USER } from '@/modules/auth/graphql/CurrentUser';
import { SESSION_USER_FIELDS } from '@/modules/auth/graphql/SessionUserFields';
import { useSession } from '@/modules/auth/hooks/useSession';
import { parseSessionUser, type SessionUser } from '@/modules/auth/utils/session-user';

export interface CurrentUser {
  user: SessionUser | null;
  loading: boolean;
  /** Asks the server again (staff may have decided meanwhile); a failed check leaves what is shown. */
  recheck: () => void;
}

/** The signed-in user as the server knows it now, or as stored at sign-in while loading or offline. */
export function useCurrentUser(): CurrentUser {
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const { data, loading, refetch } = useQuery(CURRENT_USER, {
    skip: !signedIn,
    fetchPolicy: 'cache-and-network',
  });
  const fresh = data?.me ? parseSessionUser(getFragmentData(SESSION_USER_FIELDS, data.me)) : null;
  const recheck = useCallback(() => {
    // The next check asks again: nothing to tell the student about one that failed.
    if (signedIn) refetch().catch(() => undefined);
  }, [refetch, signedIn]);
  return { user: fresh ?? (signedIn ? session.user : null), loading, recheck };
}
