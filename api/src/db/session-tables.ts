import type { ColumnType } from 'kysely';

/**
 * One sign-in (migration 0025), keyed by its refresh-token family: what its owner sees in their list
 * of sessions, and when the password or a second factor was last given in it (re-authentication).
 */
export interface SessionsTable {
  /** The refresh-token family id, which access tokens carry as their session id. */
  id: string;
  userId: string;
  /** Parsed from the User-Agent at sign-in, e.g. 'Firefox 128'; null when it names none. */
  browser: string | null;
  system: string | null;
  /** The client's address at sign-in. */
  address: string | null;
  signedInAt: ColumnType<Date, Date, never>;
  /** Updated on each refresh. */
  lastUsedAt: Date;
  /** The last time the password or a second factor was given: sign-in, re-authentication. */
  authenticatedAt: Date;
  endedAt: Date | null;
}

export interface SessionTables {
  sessions: SessionsTable;
}
