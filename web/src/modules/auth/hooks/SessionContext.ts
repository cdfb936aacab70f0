import { createContext } from 'react';
import type { LazyApolloClient } from '@/modules/api/utils/lazy-apollo-client';
import type { SessionStore } from '@/modules/auth/utils/session-store';
import type { TokenRefresher } from '@/modules/auth/utils/token-refresher';

export interface SessionContextValue {
  store: SessionStore;
  refresher: TokenRefresher;
  /**
   * The app's Apollo Client, loaded on first use: pages and dialogs that talk GraphQL sit in an
   * `ApolloBoundary`, and signing out clears its cache.
   */
  apolloClient: LazyApolloClient;
}

export const SessionContext = createContext<SessionContextValue | null>(null);
