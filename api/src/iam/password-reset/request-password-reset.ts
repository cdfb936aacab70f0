import { sql } from 'kysely';
import type { AppContext } from '#api/context.ts';
import { enqueueMails } from '#api/jobs/mail-jobs.ts';
import { hashToken } from '../tokens/secret-token.ts';
import { passwordResetMail } from './password-reset-mail.ts';
import { createPasswordResetToken } from './password-reset-tokens.ts';

/** At most one link a minute per account, as for verification links: the endpoint cannot flood a mailbox. */
const REQUEST_COOLDOWN_MS = 60_000;

/**
 * Mails a single-use link, valid one hour, to choose a new password, in the account's language. An
 * unknown address gets nothing, silently: the caller must not learn which accounts exist.
 */
export async function requestPasswordReset(context: AppContext, email: string): Promise<void> {
  const { db, clock, config, jobs } = context;
  const now = clock.now();
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'language'])
    .where(sql<string>`lower(email)`, '=', email)
    .executeTakeFirst();
  if (!user) return;

  await db.transaction().execute(async (trx) => {
    const recent = await trx
      .selectFrom('passwordResetTokens')
      .select('tokenHash')
      .where('userId', '=', user.id)
      .where('createdAt', '>', new Date(now.getTime() - REQUEST_COOLDOWN_MS))
      .executeTakeFirst();
    if (recent) return;
    const token = await createPasswordResetToken(trx, user.id, now);
    const link = `${config.publicWebUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await enqueueMails(jobs, trx, [
      { eventKey: `password-reset:${hashToken(token)}`, kind: 'password-reset', message: passwordResetMail(user, link) },
    ]);
  });
}
