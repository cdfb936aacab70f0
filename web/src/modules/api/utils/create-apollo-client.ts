import { ApolloClient, InMemoryCache, type ApolloLink } from '@apollo/client';
import { createBffLink, type BffLinkOptions } from '@/modules/api/utils/bff-link';
import { startCacheCollection } from '@/modules/api/utils/cache-collection';
import { clearCacheOnOwnerChange } from '@/modules/api/utils/cache-owner';
import type { SessionStore } from '@/modules/auth/utils/session-store';

/** Operations run by the caller's link instead: the bff renders public pages through its own Apollo Server. */
interface CallersLink {
  link: ApolloLink;
}

export type CreateApolloClientOptions = (BffLinkOptions | CallersLink) & {
  /** Given when the caller reads the cache afterwards: the server sends it with the page it rendered. */
  cache?: InMemoryCache;
  /**
   * The page's session, for the client that lives as long as the page: its cache is emptied whenever
   * the person using the page changes (docs/product-rules.md), and collected every 5 minutes.
   */
  store?: Pick<SessionStore, 'getSession' | 'subscribe'>;
};

/**
 * Every Apollo Client of the web client: the page's one, which the students' pages and the staff
 * console share (app/apollo-client.ts), a public page's rendered on the server (prerender/render-page.tsx),
 * and the tests'.
 */
export function createApolloClient(options: CreateApolloClientOptions): ApolloClient {
  const client = new ApolloClient({
    link: 'link' in options ? options.link : createBffLink(options),
    cache: options.cache ?? new InMemoryCache(),
  });
  if (options.store) {
    startCacheCollection(client.cache);
    clearCacheOnOwnerChange(client, options.store);
  }
  return client;
}
