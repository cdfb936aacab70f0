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
import type { TokenPair } from '@/modules/auth/utils/session-user';
import {
  createTokenRefresher,
  RefreshRefused,
  type RefreshLocks,
  type TokenRefresher,
} from '@/modules/auth/utils/token-refresher';

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

/** The session's refresher and the Apollo Client that refreshes through it, made together (tests, one-off clients). */
export function createApiClient({ store, language, uri, locks }: CreateApiClientOptions): ApiClient {
  const refresher = createTokenRefresher({
    store,
    locks,
    // `client` is created below; refreshes only happen once it exists.
    requestRefresh: (refreshToken) => requestTokenRefresh(client, refreshToken),
  });
  const client = createApolloClient({ refresher, language, uri });
  return { client, refresher };
}

const REFUSALS = new Set(['UNAUTHENTICATED', 'BAD_USER_INPUT', 'FORBIDDEN']);

/** Trades a refresh token for a new pair, without the (expired) access token. */
export async function requestTokenRefresh(client: ApolloClient, refreshToken: string): Promise<TokenPair> {
  const { data } = await client
    .mutate({
      mutation: REFRESH_TOKEN,
      variables: { refreshToken },
      context: { skipAuth: true },
      fetchPolicy: 'no-cache',
    })
    .catch((error: unknown) => {
      // An answer from the server, not a network failure: the token will not do better next time.
      if (CombinedGraphQLErrors.is(error) && error.errors.some((one) => REFUSALS.has(String(one.extensions?.code))))
        throw new RefreshRefused();
      throw error;
    });
  if (!data) throw new Error('Failed to refresh token');
  return data.refreshToken;
}

export interface CreateApolloClientOptions {
  refresher: TokenRefresher;
  language: () => Language;
  uri?: string;
}

/**
 * One link chain: errors (refresh and retry once on UNAUTHENTICATED) → network retries →
 * language and auth headers (refreshing first when the token is expired) → upload-capable HTTP.
 */
export function createApolloClient({ refresher, language, uri = GRAPHQL_PATH }: CreateApolloClientOptions): ApolloClient {
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

  return new ApolloClient({
    link: ApolloLink.from([errorLink, retryLink, headersLink, httpLink]),
    cache: new InMemoryCache(),
  });
}
