import type { ApolloClient } from '@apollo/client';

/** The app's Apollo Client, downloaded and made on first use. */
export interface LazyApolloClient {
  /** The same promise on every call, until it fails (a chunk that could not download is tried again). */
  load(): Promise<ApolloClient>;
  /** The client once loaded, so that what renders later need not wait for it. */
  loaded(): ApolloClient | undefined;
}

export function createLazyApolloClient(create: () => Promise<ApolloClient>): LazyApolloClient {
  let loading: Promise<ApolloClient> | undefined;
  let client: ApolloClient | undefined;
  return {
    load() {
      loading ??= create().then(
        (created) => (client = created),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => client,
  };
}
