import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { RetryLink } from '@apollo/client/link/retry';
import type { DocumentNode } from 'graphql';

// docs/product-rules.md (web client behaviour): 3 retries with back-off capped at 30 s.
const QUERY_RETRIES = 3;
const RETRY_INITIAL_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;

/** The request may succeed when sent again: no answer came, or the server or a proxy was briefly down. */
function isNetworkFailure(error: ErrorLike): boolean {
  if (CombinedGraphQLErrors.is(error)) return false;
  if (ServerError.is(error)) return error.statusCode >= 500;
  return true;
}

function isQuery(document: DocumentNode): boolean {
  return document.definitions.some(
    (definition) => 'operation' in definition && definition.operation === 'query',
  );
}

/**
 * Retries a query that failed on the network, with exponential back-off (each wait at most 30 s,
 * jittered so clients do not all come back at once). A GraphQL error or a 4xx is an answer, not a
 * failure, and a mutation may already have been applied: none of them is retried.
 */
export function createQueryRetryLink(): RetryLink {
  return new RetryLink({
    delay: { initial: RETRY_INITIAL_DELAY_MS, max: RETRY_MAX_DELAY_MS, jitter: true },
    attempts: {
      // Apollo counts the first try among the attempts.
      max: QUERY_RETRIES + 1,
      retryIf: (error, operation) => isNetworkFailure(error) && isQuery(operation.query),
    },
  });
}
