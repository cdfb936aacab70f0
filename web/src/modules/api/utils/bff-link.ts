import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ApolloLink } from '@apollo/client/link';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { from, mergeMap } from 'rxjs';
import type { Language } from '@bourses/common/languages';
import { createQueryRetryLink } from '@/modules/api/utils/query-retry-link';
import { createReauthenticationLink } from '@/modules/api/utils/reauthentication-link';
import type { ReauthenticationAnswer } from '@/modules/api/utils/reauthentication-prompt';
import { REFRESH_TOKEN } from '@/modules/auth/graphql/RefreshToken';
import type { TokenPair } from '@/modules/auth/utils/session-user';
import { RefreshRefused, type TokenRefresher } from '@/modules/auth/utils/token-refresher';
import { uploadFetch } from '@/modules/uploads/utils/upload-transport';

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

export interface BffLinkOptions {
  /** The session's refresher: its token signs each operation, and it refreshes when the bff finds the token expired. */
  refresher: TokenRefresher;
  /** The bff answers its messages in this language. */
  language: () => Language;
  /** Asks the user to confirm it is them when a sensitive change needs it (the page's reauthenticationPrompt); never, without it. */
  reauthenticate?: () => Promise<ReauthenticationAnswer>;
  uri?: string;
}

/**
 * One link chain to the bff: re-authentication (ask, then retry once on REAUTHENTICATION_REQUIRED) →
 * errors (refresh and retry once on UNAUTHENTICATED) → network retries → language and auth headers
 * (refreshing first when the token is expired) → upload-capable HTTP.
 */
export function createBffLink({ refresher, language, reauthenticate, uri = GRAPHQL_PATH }: BffLinkOptions): ApolloLink {
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

  // The header makes every request, a multipart upload included, one that a cross-site form cannot send (CSRF).
  // A request with files reports its progress and survives a dropped connection (upload-transport.ts).
  const httpLink = new UploadHttpLink({ uri, headers: { 'apollo-require-preflight': 'true' }, fetch: uploadFetch });

  const links = [errorLink, createQueryRetryLink(), headersLink, httpLink];
  return ApolloLink.from(reauthenticate ? [createReauthenticationLink(reauthenticate), ...links] : links);
}
