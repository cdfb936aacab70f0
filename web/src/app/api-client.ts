import { createLazyApolloClient } from '@/modules/api/utils/lazy-apollo-client';
import { MemoryStorage } from '@/modules/auth/utils/memory-storage';
import { createSessionStore } from '@/modules/auth/utils/session-store';
import { createTokenRefresher } from '@/modules/auth/utils/token-refresher';

// A page prerendered at build (web/src/prerender) imports the routes, and so this module, without a window.
export const sessionStore = createSessionStore(typeof window === 'undefined' ? new MemoryStorage() : window.localStorage);

/**
 * The app's one Apollo Client, loaded the first time a page or a dialog needs GraphQL: Apollo is
 * about a third of the app's JavaScript and the landing page does without it (docs/architecture.md).
 */
export const apolloClient = createLazyApolloClient(async () =>
  (await import('@/app/apollo-client')).loadAppApolloClient(tokenRefresher, sessionStore),
);

export const tokenRefresher = createTokenRefresher({
  store: sessionStore,
  locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined,
  requestRefresh: async (refreshToken) => {
    const [client, { requestTokenRefresh }] = await Promise.all([
      apolloClient.load(),
      import('@/modules/api/utils/bff-link'),
    ]);
    return requestTokenRefresh(client, refreshToken);
  },
});
