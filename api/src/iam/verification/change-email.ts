import { sql } from 'kysely';
import type { AppContext } from '#api/context.ts';
import { conflict, unauthenticated } from '#api/http/app-error.ts';
import { isUniqueViolation } from '../register/unique-violation.ts';
import type { UserRow } from '../user-presenter.ts';
import { mailNewToken } from '../mailed-tokens/mailed-tokens.ts';
import { VERIFICATION_LINK } from './verification-link.ts';

/**
 * A student whose address is not verified yet corrects it (a typo at registration): the account takes
 * the new address, the links sent to the old one stop working and a new link goes to the new one.
 * Once verified, the address is changed by an administrator only.
 */
export async function changeUnverifiedEmail(context: AppContext, userId: string, email: string): Promise<UserRow> {
  const { db, clock } = context;
  const now = clock.now();
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).forUpdate().executeTakeFirst();
      if (!user) throw unauthenticated('ACCOUNT_NOT_FOUND');
      if (user.isVerified) throw conflict('EMAIL_ALREADY_VERIFIED');
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(email)`, '=', email)
        .where('id', '!=', userId)
        .executeTakeFirst();
      if (taken) throw conflict('EMAIL_TAKEN');
      const updated = await trx
        .updateTable('users')
        .set({ email, updatedAt: now })
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await mailNewToken(context, trx, VERIFICATION_LINK, updated, now);
      return updated;
    });
  } catch (error) {
    // Two accounts taking the same address at once: the unique index decides.
    if (isUniqueViolation(error)) throw conflict('EMAIL_TAKEN');
    throw error;
  }
}
