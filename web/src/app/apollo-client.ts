import type { ApolloClient } from '@apollo/client';
import { i18n } from '@lingui/core';
import { isLanguage } from '@bourses/common/languages';
import { startCacheCollection } from '@/modules/api/utils/cache-collection';
import { createApolloClient } from '@/modules/api/utils/create-api-client';
import type { TokenRefresher } from '@/modules/auth/utils/token-refresher';

/** Loaded on first use (`loadApolloClient`): the client, its link chain and its cache. */
export function createAppApolloClient(refresher: TokenRefresher): ApolloClient {
  const client = createApolloClient({
    refresher,
    // The bff answers its messages in the active language.
    language: () => (isLanguage(i18n.locale) ? i18n.locale : 'fr'),
  });
  // The app's one client lives as long as the page: its cache is collected every 5 minutes (docs/product-rules.md)
  // and cleared on sign-out (useSignOut).
  startCacheCollection(client.cache);
  return client;
}
