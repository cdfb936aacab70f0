import { sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../http/app-error.ts';

const MINUTE = 60_000;
/** Failures are counted in a window of this length from the first one. */
export const THROTTLE_WINDOW_MS = 15 * MINUTE;
/** Once the limit is reached, sign-in is refused for this long. */
export const THROTTLE_LOCK_MS = 15 * MINUTE;
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Higher than per account: several students may share a school's or a café's address. */
export const MAX_FAILURES_PER_ADDRESS = 20;

export interface ThrottleKeys {
  account: string;
  address: string;
}

export const throttleKeys = (email: string, address: string): ThrottleKeys => ({
  account: `account:${email.toLowerCase()}`,
  address: `address:${address}`,
});

/**
 * How long sign-in stays refused for this account or address (null when it is not). Checked before
 * any password, and kept in the database so that every api instance shares the counts.
 */
export async function lockRemainingMs(db: Database, keys: ThrottleKeys, now: Date): Promise<number | null> {
  const locked = await db
    .selectFrom('loginThrottle')
    .select(({ fn }) => fn.max('lockedUntil').as('until'))
    .where('key', 'in', [keys.account, keys.address])
    .where('lockedUntil', '>', now)
    .executeTakeFirst();
  return locked?.until ? new Date(locked.until).getTime() - now.getTime() : null;
}

/** The 429 answered while locked, saying in how many minutes to try again. */
export const tooManyAttempts = (waitMs: number) =>
  new AppError(429, 'TOO_MANY_LOGIN_ATTEMPTS', {
    params: { minutes: Math.max(1, Math.ceil(waitMs / MINUTE)) },
  });

/** Counts one failure on a key, in one statement so that concurrent failures are all counted. */
async function countFailure(db: Database, key: string, limit: number, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const lockedUntil = new Date(now.getTime() + THROTTLE_LOCK_MS);
  // A window that ended starts again at one failure.
  const failures = sql<number>`case when login_throttle.window_started_at <= ${windowStart} then 1 else login_throttle.failures + 1 end`;
  await db
    .insertInto('loginThrottle')
    .values({ key, failures: 1, windowStartedAt: now, lockedUntil: limit <= 1 ? lockedUntil : null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures,
        windowStartedAt: sql<Date>`case when login_throttle.window_started_at <= ${windowStart} then ${now} else login_throttle.window_started_at end`,
        lockedUntil: sql<Date | null>`case when ${failures} >= ${limit} then ${lockedUntil} else login_throttle.locked_until end`,
      }),
    )
    .execute();
}

/** Rows whose window and lock have both ended count for nothing; dropping them keeps the table small. */
async function pruneStaleRows(db: Database, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  await db
    .deleteFrom('loginThrottle')
    .where('windowStartedAt', '<=', windowStart)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', now)]))
    .execute();
}

// One failure in fifty also sweeps stale rows: often enough to bound the table, rarely enough to cost nothing.
const PRUNE_ONE_IN = 50;

export async function recordLoginFailure(db: Database, keys: ThrottleKeys, now: Date): Promise<void> {
  await countFailure(db, keys.account, MAX_FAILURES_PER_ACCOUNT, now);
  await countFailure(db, keys.address, MAX_FAILURES_PER_ADDRESS, now);
  if (Math.random() * PRUNE_ONE_IN < 1) await pruneStaleRows(db, now);
}

/** A successful sign-in clears the account's count; the address keeps its count. */
export async function clearAccountFailures(db: Database, keys: ThrottleKeys): Promise<void> {
  await db.deleteFrom('loginThrottle').where('key', '=', keys.account).execute();
}
