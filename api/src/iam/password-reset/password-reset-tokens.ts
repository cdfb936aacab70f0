import { PASSWORD_RESET_TOKEN_TTL_SECONDS } from '@bourses/common/limits';
import type { Transaction } from 'kysely';
import type { Database } from '#api/db/database.ts';
import type { DB } from '#api/db/schema.ts';
import { AppError } from '#api/http/app-error.ts';
import { hashToken, newSecretToken } from '../tokens/secret-token.ts';

/**
 * Stores a new reset link for the user (as a hash) in place of their unused ones, and returns the
 * token itself: only the newest link mailed works.
 */
export async function createPasswordResetToken(db: Database, userId: string, now: Date): Promise<string> {
  await db.deleteFrom('passwordResetTokens').where('userId', '=', userId).where('usedAt', 'is', null).execute();
  const { token, tokenHash } = newSecretToken();
  await db
    .insertInto('passwordResetTokens')
    .values({
      tokenHash,
      userId,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TOKEN_TTL_SECONDS * 1000),
      createdAt: now,
    })
    .execute();
  return token;
}

/**
 * Spends a reset token inside the caller's transaction and answers whose it was. Good once, for one
 * hour; the row is locked so that two submissions of the same link cannot both succeed.
 */
export async function spendPasswordResetToken(trx: Transaction<DB>, token: string, now: Date): Promise<string> {
  const tokenHash = hashToken(token);
  const row = await trx
    .selectFrom('passwordResetTokens')
    .select(['userId', 'expiresAt', 'usedAt'])
    .where('tokenHash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError(400, 'RESET_LINK_INVALID');
  if (row.usedAt) throw new AppError(400, 'RESET_LINK_USED');
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError(400, 'RESET_LINK_EXPIRED');
  await trx.updateTable('passwordResetTokens').set({ usedAt: now }).where('tokenHash', '=', tokenHash).execute();
  return row.userId;
}
