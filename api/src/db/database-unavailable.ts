// SQLSTATE classes and codes that mean "the server is gone for now", not "this query is wrong":
// 08 connection exceptions, 57P01-57P03 (terminated by an administrator, crash shutdown, cannot connect now).
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3])$/;
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// pg reports a lost or never-made connection with plain messages and no code.
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable)/;

function codeOf(error: object): string | undefined {
  return 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/** True when an error says the database cannot be reached right now (a restart, a network cut). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = codeOf(error);
  if (code && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
  if (error instanceof Error && UNAVAILABLE_MESSAGES.test(error.message)) return true;
  // Connecting to a host with several addresses fails with one error per address.
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return false;
}
