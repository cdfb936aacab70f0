import { sql } from 'kysely';
import type { AppContext } from '#api/context.ts';
import type { MailedTokenKind } from './mailed-token-kind.ts';
import { mailNewToken } from './mailed-tokens.ts';

/** At most one new link of a kind a minute per account, so that asking cannot flood a mailbox. */
const REQUEST_COOLDOWN_MS = 60_000;

/**
 * Mails a new link of the kind to the account at this address, in its language, in place of its
 * unused ones. An address with no such account gets nothing, silently: the caller must not learn
 * which accounts exist.
 */
export async function requestMailedToken(context: AppContext, kind: MailedTokenKind, email: string): Promise<void> {
  const { db, clock } = context;
  const now = clock.now();
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'language'])
    .where(sql<string>`lower(email)`, '=', email)
    .$if(kind.unverifiedOnly, (query) => query.where('isVerified', '=', false))
    .executeTakeFirst();
  if (!user) return;

  await db.transaction().execute(async (trx) => {
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
