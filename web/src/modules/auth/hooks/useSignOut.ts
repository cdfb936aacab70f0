import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGOUT } from '@/modules/auth/graphql/Logout';
import { useSessionContext } from '@/modules/auth/hooks/useSessionContext';
import { HOME_PATH } from '@/modules/auth/utils/route-guards';

/** Logs out: revokes the refresh token (best effort), clears tokens, state and cache, goes to /. */
export function useSignOut(): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { store } = useSessionContext();
  return useCallback(async () => {
    const refreshToken = store.refreshToken();
    try {
      await client.mutate({ mutation: LOGOUT, variables: { refreshToken } });
    } catch {
      // Signing out locally must not depend on the network: the token expires on its own.
    }
    store.signOut();
    await client.clearStore();
    await navigate(HOME_PATH);
  }, [client, navigate, store]);
}
