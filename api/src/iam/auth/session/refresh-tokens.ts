import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_SECONDS } from '@bourses/common/limits';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../http/app-error.ts';
import { hashToken, newSecretToken } from '../tokens/secret-token.ts';

/** Stores a new refresh token (as a hash) in the given family, or in a new one for a new sign-in. */
export async function issueRefreshToken(
  db: Database,
  userId: string,
  now: Date,
  familyId: string = randomUUID(),
): Promise<string> {
  const { token, tokenHash } = newSecretToken();
  await db
    .insertInto('refreshTokens')
    .values({
      userId,
      familyId,
      tokenHash,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
      createdAt: now,
    })
    .execute();
  return token;
}

const refreshFailed = () => new AppError(401, 'REFRESH_FAILED');

/**
 * Spends a refresh token and issues its successor in the same family. Presenting a token that was
 * already spent means it was stolen or replayed: the whole family is revoked, and the revocation is
 * committed before the 401 is answered.
 */
export async function rotateRefreshToken(
  db: Database,
  token: string,
  now: Date,
): Promise<{ userId: string; refreshToken: string }> {
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('refreshTokens')
      .select(['id', 'userId', 'familyId', 'expiresAt', 'usedAt', 'revokedAt'])
      .where('tokenHash', '=', hashToken(token))
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) return null;
    if (row.usedAt) {
      await revokeFamily(trx, row.familyId, now);
      return null;
    }
    await trx.updateTable('refreshTokens').set({ usedAt: now }).where('id', '=', row.id).execute();
    const refreshToken = await issueRefreshToken(trx, row.userId, now, row.familyId);
    return { userId: row.userId, refreshToken };
  });
  if (!outcome) throw refreshFailed();
  return outcome;
}

export async function revokeFamily(db: Database, familyId: string, now: Date): Promise<void> {
  await db
    .updateTable('refreshTokens')
    .set({ revokedAt: now })
    .where('familyId', '=', familyId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Ends every session of a user. */
export async function revokeUserSessions(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('refreshTokens')
    .set({ revokedAt: now })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** The family of a refresh token when it belongs to the user, so that logout ends only that session. */
export async function familyOfToken(
  db: Database,
  token: string,
): Promise<{ familyId: string; userId: string } | undefined> {
  return db
    .selectFrom('refreshTokens')
    .select(['familyId', 'userId'])
    .where('tokenHash', '=', hashToken(token))
    .executeTakeFirst();
}
