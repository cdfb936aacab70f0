import { useSyncExternalStore } from 'react';
import { useSessionContext } from '@/modules/auth/hooks/useSessionContext';
import type { Session } from '@/modules/auth/utils/session-store';

/** The current session; re-renders on sign-in, refresh and sign-out (in this tab or another). */
export function useSession(): Session {
  const { store } = useSessionContext();
  return useSyncExternalStore(store.subscribe, store.getSession);
}
