import { useEffect, useMemo, type ReactNode } from 'react';
import { SessionContext, type SessionContextValue } from '@/modules/auth/hooks/SessionContext';

export interface SessionRootProps extends SessionContextValue {
  children: ReactNode;
}

/** Checks the stored tokens once (refreshing an expired one), then keeps them fresh and in step with other tabs. */
export function SessionRoot({ store, refresher, apolloClient, children }: SessionRootProps) {
  useEffect(() => {
    const stopListening = store.listenToOtherTabs(window);
    let stopRefreshing: (() => void) | undefined;
    let cancelled = false;
    void refresher.validAccessToken().then(() => {
      if (cancelled) return;
      store.markKnown();
      stopRefreshing = refresher.start();
    });
    return () => {
      cancelled = true;
      stopListening();
      stopRefreshing?.();
    };
  }, [store, refresher]);

  const value = useMemo(() => ({ store, refresher, apolloClient }), [store, refresher, apolloClient]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
