import { useEffect, useRef } from 'react';

/** How often /pending asks whether staff have decided while it stays in view (docs/product-rules.md). */
export const WAITING_RECHECK_INTERVAL_MS = 60_000;

/**
 * Calls `recheck` when the page comes back into view (the student returns to the tab or the app
 * from their mailbox) and every minute while it is in view, so /pending notices the approval by itself.
 */
export function useRecheckWhileWaiting(recheck: () => void): void {
  const latest = useRef(recheck);
  useEffect(() => {
    latest.current = recheck;
  });

  useEffect(() => {
    const recheckIfShown = () => {
      if (document.visibilityState === 'visible') latest.current();
    };
    const timer = setInterval(recheckIfShown, WAITING_RECHECK_INTERVAL_MS);
    window.addEventListener('focus', recheckIfShown);
    document.addEventListener('visibilitychange', recheckIfShown);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', recheckIfShown);
      document.removeEventListener('visibilitychange', recheckIfShown);
    };
  }, []);
}
