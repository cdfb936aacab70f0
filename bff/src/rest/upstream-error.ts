import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { isErrorCode, type ErrorCode } from '@bourses/common/error-codes';

const errorBodySchema = z.object({
  message: z.string().min(1).optional(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** How an api status reads as a GraphQL error code; anything 5xx means the api could not serve us. */
export function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status >= 400 && status < 500) return 'BAD_USER_INPUT';
  return 'UPSTREAM_UNAVAILABLE';
}

/** The api's codes that clients act on as they are (the web asks for the password inline): passed on as the GraphQL code. */
const PASSED_ON: readonly ErrorCode[] = ['REAUTHENTICATION_REQUIRED'];

/** The GraphQL code of an api refusal: its own code when clients act on it, else its status's. */
const codeFor = (status: number, upstreamCode: string | undefined): ErrorCode =>
  isErrorCode(upstreamCode) && PASSED_ON.includes(upstreamCode) ? upstreamCode : codeForStatus(status);

/**
 * The api's `{ message, code, fields }` answer as a GraphQL error: its message (already in the
 * caller's language), our code, the api's own code in `upstreamCode`, its field errors in `fields`,
 * and the seconds its `Retry-After` asked for in `retryAfter`.
 */
export function upstreamError(status: number, body: unknown, retryAfter?: number): GraphQLError {
  const parsed = errorBodySchema.safeParse(body);
  const upstream = parsed.success ? parsed.data : {};
  return new GraphQLError(upstream.message ?? `API Error: ${status}`, {
    extensions: {
      code: codeFor(status, upstream.code),
      status,
      ...(upstream.code ? { upstreamCode: upstream.code } : {}),
      ...(upstream.fields ? { fields: upstream.fields } : {}),
      ...(retryAfter ? { retryAfter } : {}),
    },
  });
}

/** Whether an error is the GraphQL error of an upstream 404. */
export function isNotFound(error: unknown): boolean {
  return error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND';
}
