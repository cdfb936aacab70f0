import { useSyncExternalStore } from 'react';
import { useSessionContext } from '@/modules/auth/hooks/useSessionContext';
import type { Session } from '@/modules/auth/utils/session-store';

/** The current session; re-renders on sign-in, refresh and sign-out (in this tab or another). */
export function useSession(): Session {
  const { store } = useSessionContext();
  // Also the server snapshot: the prerendered pages show a visitor, the store of which says so.
  return useSyncExternalStore(store.subscribe, store.getSession, store.getSession);
}
