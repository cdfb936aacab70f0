import { notFound } from '#api/http/app-error.ts';

// Any uuid PostgreSQL prints; anything else cannot name an account.
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `:id` of a users path; a malformed one names no account, hence a 404 rather than a 400. */
export function parseUserId(id: string | string[] | undefined): string {
  if (typeof id !== 'string' || !UUID_PATTERN.test(id)) throw notFound('USER_NOT_FOUND');
  return id.toLowerCase();
}
