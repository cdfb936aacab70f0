import type { ApolloClient } from '@apollo/client';
import { i18n } from '@lingui/core';
import { isLanguage } from '@bourses/common/languages';
import { createApolloClient } from '@/modules/api/utils/create-apollo-client';
import { reauthenticationPrompt } from '@/modules/api/utils/reauthentication-prompt';
import type { SessionStore } from '@/modules/auth/utils/session-store';
import type { TokenRefresher } from '@/modules/auth/utils/token-refresher';
import { nextTask } from '@/modules/ui/utils/next-task';
import { APOLLO_STATE_ELEMENT_ID } from '@/prerender/apollo-state';

/**
 * The data a page rendered by the bff was rendered with (render-page.tsx), read once: hydration then
 * finds in the cache what the HTML shows, and nothing is asked again. main.tsx drops it when it
 * renders afresh instead (a signed-in user must not start from a visitor's answers).
 */
function restoreRenderedData(client: ApolloClient): void {
  const element = document.getElementById(APOLLO_STATE_ELEMENT_ID);
  if (!element?.textContent) return;
  element.remove();
  try {
    client.cache.restore(JSON.parse(element.textContent));
    // The page shows this data already: until React has taken it over (ClientProvider), its queries read
    // it even where their policy would ask the server again (cache-and-network on a scholarship's page),
    // a request, a cache write and a render in the middle of the page's start.
    client.prioritizeCacheValues = true;
  } catch {
    // Unreadable: the page asks for its data as usual.
  }
}

/**
 * Loaded on first use (`apolloClient` in api-client.ts): the page's one client, which lives as long as the
 * page. Made, then given the rendered data, each in a task of its own after the one that evaluated this
 * chunk: together they held a phone's main thread for about a tenth of a second (docs/performance.md).
 */
export async function loadAppApolloClient(refresher: TokenRefresher, store: SessionStore): Promise<ApolloClient> {
  await nextTask();
  const client = createApolloClient({
    refresher,
    // The bff answers its messages in the active language.
    language: () => (isLanguage(i18n.locale) ? i18n.locale : 'fr'),
    // A sensitive change refused for want of a recent sign-in asks inline (ReauthenticationHost), then retries.
    reauthenticate: reauthenticationPrompt.ask,
    store,
  });
  await nextTask();
  restoreRenderedData(client);
  return client;
}
