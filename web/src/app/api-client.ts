import { i18n } from '@lingui/core';
import { startCacheCollection } from '@/modules/api/utils/cache-collection';
import { createApiClient } from '@/modules/api/utils/create-api-client';
import { createSessionStore } from '@/modules/auth/utils/session-store';
import { isLanguage } from '@bourses/common/languages';

export const sessionStore = createSessionStore(window.localStorage);

export const { client: apolloClient, refresher: tokenRefresher } = createApiClient({
  store: sessionStore,
  // The bff answers its messages in the active language.
  language: () => (isLanguage(i18n.locale) ? i18n.locale : 'fr'),
  locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined,
});

// The app's one client lives as long as the page: its cache is collected every 5 minutes (docs/product-rules.md)
// and cleared on sign-out (useSignOut).
startCacheCollection(apolloClient.cache);
