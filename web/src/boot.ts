// index.html's only script. The page arrives prerendered (web/scripts/prerender-plugin.ts) or rendered
// with its data by the bff: let the browser paint it before fetching and running the application
// (main.tsx), which a phone would otherwise download and evaluate while the page could already be read.
function afterFirstPaint(start: () => void): void {
  // A tab opened in the background paints nothing until shown: start at once.
  if (document.visibilityState === 'hidden') start();
  // The frame's callback runs just before the paint; the timeout, just after it.
  else requestAnimationFrame(() => setTimeout(start));
}

// The browser's first formatter (a date, a country's name) loads its data: tens of milliseconds that a
// worker spends on another thread instead, while the page paints (modules/i18n/utils/intl-warmer.ts).
new Worker(new URL('./modules/i18n/utils/intl-warmer.ts', import.meta.url), { type: 'module' }).postMessage(document.documentElement.lang);

/** Resolves in a later task: the browser answers a tap or paints a frame in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

// React DOM's chunk first, then the rest of the framework's (with styled-components), then the
// application's shell (App and what every page shows), then main.tsx, which asks for the page's own
// chunks: each evaluates in a task of its own, where one import of the whole would hold a phone's main
// thread for a quarter of a second (docs/performance.md).
afterFirstPaint(() => {
  void import('react-dom/client')
    .then(nextTask)
    .then(() => import('styled-components'))
    .then(nextTask)
    .then(() => import('./app/App'))
    .then(nextTask)
    .then(() => import('./main'));
});
