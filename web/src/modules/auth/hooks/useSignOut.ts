import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionContext } from '@/modules/auth/hooks/useSessionContext';
import { HOME_PATH } from '@/modules/auth/utils/route-guards';

/** Logs out: revokes the refresh token (best effort), clears tokens, state and cache, goes to /. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const { store, apolloClient } = useSessionContext();
  return useCallback(async () => {
    const refreshToken = store.refreshToken();
    // The header's menu signs out on the landing page too, which loads neither Apollo nor the documents:
    // both load here. Signing out locally must not depend on the network: the token expires on its own.
    const [client, logout] = await Promise.all([
      apolloClient.load().catch(() => null),
      import('@/modules/auth/graphql/Logout').catch(() => null),
    ]);
    if (client && logout) await client.mutate({ mutation: logout.LOGOUT, variables: { refreshToken } }).catch(() => undefined);
    store.signOut();
    await navigate(HOME_PATH);
  }, [apolloClient, navigate, store]);
}
