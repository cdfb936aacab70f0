import { sql } from 'kysely';
import type { AppContext } from '#api/context.ts';
import type { MailedTokenKind } from './mailed-token-kind.ts';
import { mailNewToken } from './mailed-tokens.ts';

/** What a job that mails an account needs (iam/account-mails/account-mail-jobs.ts). */
export type AccountMailing = Pick<AppContext, 'db' | 'config' | 'jobs'>;

/** At most one new link of a kind a minute per account, so that asking cannot flood a mailbox. */
const REQUEST_COOLDOWN_MS = 60_000;

/**
 * Mails a new link of the kind to the account at this address, in its language, in place of its
 * unused ones, as of `now` (the request's time). An address with no such account gets nothing. Runs
 * as a job, never in the request, so that the request's answer and time cannot tell which accounts
 * exist.
 */
export async function requestMailedToken(
  context: AccountMailing,
  kind: MailedTokenKind,
  email: string,
  now: Date,
): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    // The account's row is locked: two requests for it (two jobs, two instances) take turns, and the
    // second sees the first's link, so the one-a-minute rule holds on a PostgreSQL server too.
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'firstName', 'language'])
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .$if(kind.unverifiedOnly, (query) => query.where('isVerified', '=', false))
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!user) return;
    const recent = await trx
      .selectFrom(kind.table)
      .select('tokenHash')
      .where('userId', '=', user.id)
      .where('createdAt', '>', new Date(now.getTime() - REQUEST_COOLDOWN_MS))
      .executeTakeFirst();
    if (recent) return;
    await mailNewToken(context, trx, kind, user, now);
  });
}
