import type { Database } from '../db/database.ts';

// As the counters' own occasional pruning (database-rate-limiter.ts): an hour past expiry.
const EXPIRED_COUNTERS_KEPT_MS = 60 * 60 * 1000;

/** Deletes the database's abuse counters that expired an hour ago; answers how many. */
export async function purgeExpiredCounters(db: Database, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('rateLimits')
    .where('expiresAt', '<', new Date(now.getTime() - EXPIRED_COUNTERS_KEPT_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
