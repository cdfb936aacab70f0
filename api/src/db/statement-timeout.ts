// 57014 query_canceled: the server stopped a statement that outran statement_timeout
// (DATABASE_STATEMENT_TIMEOUT_MS); an administrator's pg_cancel_backend() says the same.
const QUERY_CANCELED = '57014';

/** True when the database cancelled a statement before it finished. */
export function isStatementCancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === QUERY_CANCELED;
}
