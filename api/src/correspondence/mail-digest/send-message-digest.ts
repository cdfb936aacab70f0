import type { Transaction } from 'kysely';
import type { Config } from '#api/config/config.ts';
import type { Database } from '#api/db/database.ts';
import type { DB } from '#api/db/schema.ts';
import type { JobQueue } from '#api/jobs/job-queue.ts';
import { enqueueMails } from '#api/jobs/mail-jobs.ts';
import { digestMail } from './digest-mail.ts';
import { digestRecipient } from './digest-recipient.ts';
import { DIGEST_INTERVAL_MS, lastDigestAt, lockDigest, pendingMessages, type DigestTarget } from './digest-window.ts';
import { MESSAGE_DIGEST_QUEUE } from './message-digest-queue.ts';

export interface DigestContext {
  db: Database;
  jobs: JobQueue;
  config: Pick<Config, 'publicWebUrl'>;
}

/** What a digest job did, for the log. */
export type DigestOutcome = 'mailed' | 'nobody-to-mail' | 'nothing-unread' | 'deferred';

// The newest messages whose first lines a digest quotes.
const QUOTED_MESSAGES = 3;

async function recordDigest(trx: Transaction<DB>, target: DigestTarget, at: Date): Promise<void> {
  await trx
    .insertInto('conversationMailDigests')
    .values({ ...target, lastMailedAt: at })
    .onConflict((conflict) => conflict.columns(['conversationId', 'recipientSide']).doUpdateSet({ lastMailedAt: at }))
    .execute();
}

/**
 * The digest job (docs/product-rules.md, "Correspondence mails"), at `now`: under the lock of the
 * conversation's mails to that side, the messages from the other side it has neither read nor been
 * mailed about go in one mail, in the recipient's language, and the time is recorded. Nothing unread,
 * nothing is mailed. A digest asked for less than 15 minutes after the last one (two jobs of one
 * window meeting across instances) waits for the rest of those 15 minutes.
 */
export async function sendMessageDigest(
  { db, jobs, config }: DigestContext,
  target: DigestTarget,
  now: Date,
): Promise<DigestOutcome> {
  return db.transaction().execute(async (trx) => {
    await lockDigest(trx, target);
    const since = await lastDigestAt(trx, target);
    const newest = await pendingMessages(trx, target, since)
      .select(['id', 'body', 'sentAt'])
      .orderBy('sentAt', 'desc')
      .orderBy('id', 'desc')
      .limit(QUOTED_MESSAGES)
      .execute();
    const [latest] = newest;
    if (!latest) return 'nothing-unread';
    const nextAllowed = since === undefined ? 0 : since.getTime() + DIGEST_INTERVAL_MS;
    if (now.getTime() < nextAllowed) {
      const startAfter = Math.ceil((nextAllowed - now.getTime()) / 1000);
      await jobs.boss.insert(MESSAGE_DIGEST_QUEUE, [{ data: target, startAfter }], { db: jobs.within(trx) });
      return 'deferred';
    }
    const recipient = await digestRecipient(trx, config, target);
    if (recipient) {
      const { count } = await pendingMessages(trx, target, since)
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      await enqueueMails(jobs, trx, [
        {
          // A retried job finds these messages recorded as mailed: the mail goes once.
          eventKey: `new-messages:${target.recipientSide}:${latest.id}`,
          kind: 'new-messages',
          message: digestMail({
            recipient,
            recipientSide: target.recipientSide,
            count: Number(count),
            newest: newest.map((message) => message.body).reverse(),
            profileLink: `${config.publicWebUrl}/profile`,
          }),
        },
      ]);
    }
    // Recorded with nobody to mail too: messages left unread while a student had these mails off, or
    // while nobody followed the file, are not mailed later. Never before the newest message, whichever
    // instance's clock wrote it.
    await recordDigest(trx, target, new Date(Math.max(now.getTime(), latest.sentAt.getTime())));
    return recipient ? 'mailed' : 'nobody-to-mail';
  });
}
