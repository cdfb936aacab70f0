import { sql } from 'kysely';
import type { AppContext } from '#api/context.ts';
import { createVerificationToken } from './verification-tokens.ts';
import { enqueueVerificationMail } from './enqueue-verification-mail.ts';

/** At most one new link a minute per account, so that the endpoint cannot flood a mailbox. */
const RESEND_COOLDOWN_MS = 60_000;

/**
 * Sends a fresh verification link to an unverified account, replacing its unused links. Unknown or
 * verified addresses get nothing, silently: the caller must not learn which accounts exist.
 */
export async function resendVerification(context: AppContext, email: string): Promise<void> {
  const { db, clock } = context;
  const now = clock.now();
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email)
    .where('isVerified', '=', false)
    .executeTakeFirst();
  if (!user) return;

  await db.transaction().execute(async (trx) => {
    const recent = await trx
      .selectFrom('emailVerificationTokens')
      .select('tokenHash')
      .where('userId', '=', user.id)
      .where('createdAt', '>', new Date(now.getTime() - RESEND_COOLDOWN_MS))
      .executeTakeFirst();
    if (recent) return;
    await trx
      .deleteFrom('emailVerificationTokens')
      .where('userId', '=', user.id)
      .where('usedAt', 'is', null)
      .execute();
    const token = await createVerificationToken(trx, user.id, now);
    await enqueueVerificationMail(context, trx, user, token);
  });
}
