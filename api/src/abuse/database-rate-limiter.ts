import { sql } from 'kysely';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Clock } from '../auth/clock.ts';
import type { Database } from '../db/database.ts';
import { purgeExpiredCounters } from './purge-expired-counters.ts';
import { RateLimiterStoreAbstract } from './rate-limiter-store-abstract.ts';

type StoreOptions = ConstructorParameters<typeof RateLimiterStoreAbstract>[0];

interface StoredPoints {
  points: number;
  expiresAt: Date | null;
}

// One write in a hundred also sweeps expired counters: the table stays small between the hourly
// purge (jobs/periodic-jobs.ts).
const PRUNE_ONE_IN = 100;

/**
 * rate-limiter-flexible's store over our own database (PGlite or PostgreSQL), so that every api
 * instance on one database shares the counts. Time comes from the app's clock, which tests move.
 */
export class DatabaseRateLimiter extends RateLimiterStoreAbstract {
  readonly #db: Database;
  readonly #clock: Clock;

  constructor(options: Omit<StoreOptions, 'storeClient'> & { db: Database; clock: Clock }) {
    const { db, clock, ...limits } = options;
    super({ ...limits, storeClient: db });
    this.#db = db;
    this.#clock = clock;
  }

  /** Adds points to a live counter, or starts a new one when it expired; `forceExpire` sets both. */
  async _upsert(key: string, points: number, msDuration: number, forceExpire = false): Promise<StoredPoints> {
    const now = this.#clock.now();
    const expiresAt = msDuration > 0 ? new Date(now.getTime() + msDuration) : null;
    const expired = sql<boolean>`rate_limits.expires_at <= ${now}`;
    const row = await this.#db
      .insertInto('rateLimits')
      .values({ key, points, expiresAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          points: forceExpire
            ? points
            : sql<number>`case when ${expired} then ${points} else rate_limits.points + ${points} end`,
          expiresAt: forceExpire
            ? expiresAt
            : sql<Date | null>`case when ${expired} then ${expiresAt} else rate_limits.expires_at end`,
        }),
      )
      .returning(['points', 'expiresAt'])
      .executeTakeFirstOrThrow();
    if (Math.random() * PRUNE_ONE_IN < 1) await purgeExpiredCounters(this.#db, now);
    return row;
  }

  async _get(key: string): Promise<StoredPoints | null> {
    const now = this.#clock.now();
    const row = await this.#db
      .selectFrom('rateLimits')
      .select(['points', 'expiresAt'])
      .where('key', '=', key)
      .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]))
      .executeTakeFirst();
    return row ?? null;
  }

  async _delete(key: string): Promise<boolean> {
    const result = await this.#db.deleteFrom('rateLimits').where('key', '=', key).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  _getRateLimiterRes(_key: string, changedPoints: number, stored: StoredPoints): RateLimiterRes {
    const isFirstInDuration = changedPoints === stored.points;
    const consumedPoints = stored.points;
    const msBeforeNext = stored.expiresAt
      ? Math.max(new Date(stored.expiresAt).getTime() - this.#clock.now().getTime(), 0)
      : -1;
    return new RateLimiterRes(
      Math.max(this.points - consumedPoints, 0),
      msBeforeNext,
      consumedPoints,
      isFirstInDuration,
    );
  }
}
