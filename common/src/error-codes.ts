/** The GraphQL `extensions.code` values the bff answers with and the web reacts to. */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'UPSTREAM_UNAVAILABLE',
  // A sensitive change asked for the password or a second factor again (docs/security.md).
  'REAUTHENTICATION_REQUIRED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
