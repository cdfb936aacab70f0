import { sql } from 'kysely';
import { REFRESH_TOKEN_TTL_SECONDS } from '@bourses/common/limits';
import type { Database } from '#api/db/database.ts';

/**
 * A user's sessions still able to refresh (not ended, refreshed within the refresh token's life),
 * the current one first, then the most recently used.
 */
export function listLiveSessions(db: Database, userId: string, currentId: string, now: Date) {
  return db
    .selectFrom('sessions')
    .select(['id', 'browser', 'system', 'address', 'signedInAt', 'lastUsedAt'])
    .where('userId', '=', userId)
    .where('endedAt', 'is', null)
    .where('lastUsedAt', '>', new Date(now.getTime() - REFRESH_TOKEN_TTL_SECONDS * 1000))
    .orderBy(sql`id = ${currentId}`, 'desc')
    .orderBy('lastUsedAt', 'desc')
    .orderBy('id')
    .execute();
}

export type SessionRow = Awaited<ReturnType<typeof listLiveSessions>>[number];

/** Whether the user has this session and it has not ended. */
export async function hasLiveSession(db: Database, userId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('endedAt', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
