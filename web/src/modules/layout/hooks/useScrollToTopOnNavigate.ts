import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page starts at its top at once (no smooth glide), as a page loaded from the server would;
 * Back and Forward (POP) keep the browser's own restored position.
 */
export function useScrollToTopOnNavigate(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // Before any child's effect: a dialog opening on arrival hides the page's overflow, and a hidden
  // overflow no longer scrolls.
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname, navigationType]);
}
