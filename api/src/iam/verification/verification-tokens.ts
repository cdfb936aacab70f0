import { VERIFICATION_TOKEN_TTL_SECONDS } from '@bourses/common/limits';
import type { Database } from '#api/db/database.ts';
import { AppError } from '#api/http/app-error.ts';
import { hashToken, newSecretToken } from '../tokens/secret-token.ts';

/** Stores a new single-use verification token for the user (as a hash) and returns the token itself. */
export async function createVerificationToken(db: Database, userId: string, now: Date): Promise<string> {
  const { token, tokenHash } = newSecretToken();
  await db
    .insertInto('emailVerificationTokens')
    .values({
      tokenHash,
      userId,
      expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_TTL_SECONDS * 1000),
      createdAt: now,
    })
    .execute();
  return token;
}

/**
 * Marks the user's e-mail verified and spends the token. A token is good once, for 24 hours; the row
 * is locked so that two clicks on the same link cannot both succeed.
 */
export async function consumeVerificationToken(db: Database, token: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('emailVerificationTokens')
      .select(['userId', 'expiresAt', 'usedAt'])
      .where('tokenHash', '=', hashToken(token))
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError(400, 'VERIFICATION_LINK_INVALID');
    if (row.usedAt) throw new AppError(400, 'VERIFICATION_LINK_USED');
    if (row.expiresAt.getTime() < now.getTime()) throw new AppError(400, 'VERIFICATION_LINK_EXPIRED');
    await trx
      .updateTable('emailVerificationTokens')
      .set({ usedAt: now })
      .where('tokenHash', '=', hashToken(token))
      .execute();
    await trx
      .updateTable('users')
      .set({ isVerified: true, verifiedAt: now, updatedAt: now })
      .where('id', '=', row.userId)
      .where('isVerified', '=', false)
      .execute();
  });
}
