import type { ApolloClient } from '@apollo/client';
import type { Language } from '@bourses/common/languages';
import { requestTokenRefresh } from '@/modules/api/utils/bff-link';
import { createApolloClient } from '@/modules/api/utils/create-apollo-client';
import type { ReauthenticationAnswer } from '@/modules/api/utils/reauthentication-prompt';
import type { SessionStore } from '@/modules/auth/utils/session-store';
import { createTokenRefresher, type RefreshLocks, type TokenRefresher } from '@/modules/auth/utils/token-refresher';

export interface ApiClient {
  client: ApolloClient;
  refresher: TokenRefresher;
}

export interface CreateApiClientOptions {
  store: SessionStore;
  language: () => Language;
  uri?: string;
  locks?: RefreshLocks;
  /** What the user answers when a change asks them to confirm it is them (the app's dialog). */
  reauthenticate?: () => Promise<ReauthenticationAnswer>;
}

/**
 * A session's refresher and a client that refreshes through it, made at once: the app's client loads
 * lazily instead (app/api-client.ts), its refresher waiting for it.
 */
export function createApiClient({ store, language, uri, locks, reauthenticate }: CreateApiClientOptions): ApiClient {
  const refresher = createTokenRefresher({
    store,
    locks,
    // `client` is created below; refreshes only happen once it exists.
    requestRefresh: (refreshToken) => requestTokenRefresh(client, refreshToken),
  });
  const client = createApolloClient({ refresher, language, uri, reauthenticate });
  return { client, refresher };
}
