import { ApolloClient, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ApolloLink } from '@apollo/client/link';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { from, mergeMap } from 'rxjs';
import type { Language } from '@bourses/common/languages';
import { createQueryRetryLink } from '@/modules/api/utils/query-retry-link';
import { REFRESH_TOKEN } from '@/modules/auth/graphql/RefreshToken';
import type { SessionStore } from '@/modules/auth/utils/session-store';
import { createTokenRefresher, type RefreshLocks, type TokenRefresher } from '@/modules/auth/utils/token-refresher';

const GRAPHQL_PATH = '/graphql';

/** Operation context flags read by the link chain. */
interface AuthContextFlags {
  /** The refresh mutation itself: sending an expired token would only loop. */
  skipAuth?: boolean;
  /** Set once an operation was retried after a refresh, so it is retried at most once. */
  retriedAfterRefresh?: boolean;
  /** The token the operation was sent with, to refresh only if nobody replaced it. */
  sentWithToken?: string | null;
}

function flagsOf(context: object): AuthContextFlags {
  const fields = new Map<string, unknown>(Object.entries(context));
  const sentWithToken = fields.get('sentWithToken');
  return {
    skipAuth: fields.get('skipAuth') === true,
    retriedAfterRefresh: fields.get('retriedAfterRefresh') === true,
    sentWithToken: typeof sentWithToken === 'string' ? sentWithToken : null,
  };
}

export interface ApiClient {
  client: ApolloClient;
  refresher: TokenRefresher;
}

export interface CreateApiClientOptions {
  store: SessionStore;
  language: () => Language;
  uri?: string;
  locks?: RefreshLocks;
}

/**
 * One link chain: errors (refresh and retry once on UNAUTHENTICATED) → network retries →
 * language and auth headers (refreshing first when the token is expired) → upload-capable HTTP.
 */
export function createApiClient({ store, language, uri = GRAPHQL_PATH, locks }: CreateApiClientOptions): ApiClient {
  const refresher = createTokenRefresher({
    store,
    locks,
    async requestRefresh(refreshToken) {
      // `client` is created below; refreshes only happen once it exists.
      const { data } = await client.mutate({
        mutation: REFRESH_TOKEN,
        variables: { refreshToken },
        context: { skipAuth: true },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('Failed to refresh token');
      return data.refreshToken;
    },
  });

  const headersLink = new SetContextLink(async (previous) => {
    const headers = { ...previous.headers, 'accept-language': language() };
    if (flagsOf(previous).skipAuth) return { headers };
    const token = await refresher.validAccessToken();
    return {
      sentWithToken: token,
      headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
    };
  });

  const errorLink = new ErrorLink(({ error, operation, forward }) => {
    if (!CombinedGraphQLErrors.is(error)) return;
    if (!error.errors.some((graphQLError) => graphQLError.extensions?.code === 'UNAUTHENTICATED')) return;
    const flags = flagsOf(operation.getContext());
    if (flags.skipAuth || flags.retriedAfterRefresh || !flags.sentWithToken) return;
    return from(refresher.refresh(flags.sentWithToken)).pipe(
      mergeMap((token) => {
        operation.setContext({ retriedAfterRefresh: true });
        if (!token) throw error;
        return forward(operation);
      }),
    );
  });

  const retryLink = createQueryRetryLink();

  const httpLink = new UploadHttpLink({ uri, headers: { 'apollo-require-preflight': 'true' } });

  const client = new ApolloClient({
    link: ApolloLink.from([errorLink, retryLink, headersLink, httpLink]),
    cache: new InMemoryCache(),
  });
  return { client, refresher };
}
