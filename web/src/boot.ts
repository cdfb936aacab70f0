// index.html's only script. The page arrives prerendered (web/scripts/prerender-plugin.ts): let the
// browser paint it before fetching and running the application (main.tsx), which a phone would
// otherwise download and evaluate while the page could already be read.
function afterFirstPaint(start: () => void): void {
  // A tab opened in the background paints nothing until shown: start at once.
  if (document.visibilityState === 'hidden') start();
  // The frame's callback runs just before the paint; the timeout, just after it.
  else requestAnimationFrame(() => setTimeout(start));
}

afterFirstPaint(() => void import('./main'));
