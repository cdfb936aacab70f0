import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

export type GraphQLErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UPSTREAM_UNAVAILABLE';

/** The `extensions.code` of the first GraphQL error, if any. */
export function graphQLErrorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : null;
}

/** Per-field messages the bff gives for invalid input (`extensions.fields`). */
export function graphQLFieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fields = error.errors[0]?.extensions?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * What to show for a failed call (spec section 8): the server's message (the bff already wrote it
 * in the caller's language), else 'API Error: {status}', else the screen's own fallback.
 */
export function errorMessage(error: unknown, fallback: string, apiErrorText: (status: number) => string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors[0]?.message;
    return message && message.trim() !== '' ? message : fallback;
  }
  if (ServerError.is(error)) return apiErrorText(error.statusCode);
  return fallback;
}
