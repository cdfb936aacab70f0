import type { Database } from '#api/db/database.ts';
import { spendMailedToken } from '../mailed-tokens/mailed-tokens.ts';
import { VERIFICATION_LINK } from './verification-link.ts';

/**
 * Spends a verification link and marks its user's e-mail verified. A link is good once, for 24
 * hours; two clicks on the same link cannot both succeed.
 */
export async function verifyEmail(db: Database, token: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const userId = await spendMailedToken(trx, VERIFICATION_LINK, token, now);
    await trx
      .updateTable('users')
      .set({ isVerified: true, verifiedAt: now, updatedAt: now })
      .where('id', '=', userId)
      .where('isVerified', '=', false)
      .execute();
  });
}
