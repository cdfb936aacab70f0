import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { sessionStore } from '@/app/api-client';
import { routesLoading } from '@/app/app-router';
import { initialLanguage } from '@/modules/i18n/utils/initial-language';
import { activateLanguage } from '@/modules/i18n/utils/load-catalog';
import { directionOf } from '@/modules/i18n/utils/languages';
import { loadDirectionPlugins } from '@/modules/theme/direction-plugins';
import { markHydrating } from '@/modules/ui/hooks/useHydrated';
import { nextTask } from '@/modules/ui/utils/next-task';
import { APOLLO_STATE_ELEMENT_ID } from '@/prerender/apollo-state';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const language = initialLanguage({
  search: window.location.search,
  storage: window.localStorage,
  servedLanguage: document.documentElement.getAttribute('lang'),
});
// No stored session: a visitor, known at once, as the prerendered pages show one.
if (!sessionStore.refreshToken()) sessionStore.markKnown();

// The bff served this page prerendered for a visitor in this language (web/scripts/prerender-plugin.ts):
// hydrate it. A signed-in user, or another language, gets a fresh render instead, without the data the
// page was rendered with, a visitor's, which Apollo Client would otherwise take in as it is made
// (app/apollo-client.ts), below.
const hydrating = container.dataset.prerendered === language && sessionStore.getSession().status === 'signedOut';
if (hydrating) markHydrating();
else document.getElementById(APOLLO_STATE_ELEMENT_ID)?.remove();

// The page's chunks first; the catalogue and the right-to-left styles in the next task (asking for
// each chunk inserts links into the page: together, a long task on a phone), so that the first
// render (or hydration) never waits for them.
const pageLoading = routesLoading(window.location);
pageLoading?.catch(() => {}); // its failure is awaited below, a task later: not an unhandled one meanwhile
await nextTask();
await Promise.all([pageLoading, activateLanguage(language), loadDirectionPlugins(directionOf(language))]);
const app = (
  <StrictMode>
    <App language={language} />
  </StrictMode>
);

if (hydrating) {
  // In a transition, React hydrates in slices and lets the browser answer between them, rather than
  // holding a phone's main thread for the whole page (the page is already painted).
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
