import { REFRESH_TOKEN_TTL_SECONDS } from '@bourses/common/limits';
import type { Database } from '#api/db/database.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
// An expired verification or reset link still answers "expired" (not "invalid") for a week after it expired.
const EXPIRED_LINKS_KEPT_MS = 7 * DAY_MS;

/**
 * Deletes the tokens nobody can use any more: refresh tokens past their expiry (refused as unknown
 * already), verification and password-reset links a week past theirs, and the sessions that ended
 * or expired. Answers how many rows went.
 */
export async function purgeExpiredTokens(db: Database, now: Date): Promise<number> {
  const refresh = await db.deleteFrom('refreshTokens').where('expiresAt', '<', now).executeTakeFirst();
  const links = await db
    .deleteFrom('emailVerificationTokens')
    .where('expiresAt', '<', new Date(now.getTime() - EXPIRED_LINKS_KEPT_MS))
    .executeTakeFirst();
  const resets = await db
    .deleteFrom('passwordResetTokens')
    .where('expiresAt', '<', new Date(now.getTime() - EXPIRED_LINKS_KEPT_MS))
    .executeTakeFirst();
  // A session that ended or can no longer refresh: its access tokens are refused without its row too.
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('endedAt', 'is not', null),
        eb('lastUsedAt', '<', new Date(now.getTime() - REFRESH_TOKEN_TTL_SECONDS * 1000)),
      ]),
    )
    .executeTakeFirst();
  return Number(
    refresh.numDeletedRows + links.numDeletedRows + resets.numDeletedRows + sessions.numDeletedRows,
  );
}
