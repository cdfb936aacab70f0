import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { isErrorCode, type ErrorCode } from '@bourses/common/error-codes';

/** The `extensions.code` of the first GraphQL error, when it is one of ours. */
export function graphQLErrorCode(error: unknown): ErrorCode | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.code;
  return isErrorCode(code) ? code : null;
}

/** The api's own code for the refusal (`extensions.upstreamCode`, e.g. INVALID_CREDENTIALS), when the bff passed one on. */
export function graphQLUpstreamCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.upstreamCode;
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

/** The call failed without any answer from the server: the connection was lost, or never made. */
export const isNoAnswer = (error: unknown) =>
  error instanceof Error && !CombinedGraphQLErrors.is(error) && !ServerError.is(error);

/**
 * What to show for a failed call (docs/product-rules.md): the server's message (the bff already wrote it
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
