import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';

/** The seconds an api answer asked the caller to wait (its `Retry-After`), when it said so. */
export function retryAfterSeconds(header: string | null): number | undefined {
  if (header === null || !/^\d{1,6}$/.test(header.trim())) return undefined;
  const seconds = Number(header.trim());
  return seconds > 0 ? seconds : undefined;
}

const waitOf = (error: GraphQLFormattedError): number =>
  typeof error.extensions?.retryAfter === 'number' ? error.extensions.retryAfter : 0;

/**
 * The api's `Retry-After` (a limit reached, the database down) travels in each error's
 * `extensions.retryAfter`; the GraphQL answer repeats the longest one as its own header, so that a
 * client or a proxy waits as the api asked.
 */
export const retryAfterPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const longest = Math.max(0, ...(response.body.singleResult.errors ?? []).map(waitOf));
        if (longest > 0) response.http.headers.set('retry-after', String(longest));
      },
    };
  },
};
