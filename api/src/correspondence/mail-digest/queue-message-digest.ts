import type { Transaction } from 'kysely';
import type { ConversationSide } from '#api/db/correspondence-tables.ts';
import type { DB } from '#api/db/schema.ts';
import type { JobQueue } from '#api/jobs/job-queue.ts';
import { eventJobId } from '#api/jobs/mail-jobs.ts';
import { DIGEST_INTERVAL_MS, lastDigestAt, lockDigest, pendingMessages } from './digest-window.ts';
import { MESSAGE_DIGEST_QUEUE } from './message-digest-queue.ts';

/**
 * Asks for a mail to `recipientSide` about the new messages of a conversation, with the message's
 * transaction: at most one mail per conversation and side every 15 minutes, holding what arrived
 * meanwhile and is still unread (docs/product-rules.md, "Correspondence mails").
 *
 * The digest is due 15 minutes after the first message the side has neither read nor been mailed
 * about; its job's id is derived from that message, so every message until the digest goes joins the
 * one job already waiting (pg-boss skips a job whose id is stored).
 */
export async function queueMessageDigest(
  trx: Transaction<DB>,
  jobs: JobQueue,
  { conversationId, recipientSide, at }: { conversationId: string; recipientSide: ConversationSide; at: Date },
): Promise<void> {
  const target = { conversationId, recipientSide };
  await lockDigest(trx, target);
  const first = await pendingMessages(trx, target, await lastDigestAt(trx, target))
    .select(['id', 'sentAt'])
    .orderBy('sentAt')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!first) return;
  const dueInMs = first.sentAt.getTime() + DIGEST_INTERVAL_MS - at.getTime();
  await jobs.boss.insert(
    MESSAGE_DIGEST_QUEUE,
    [
      {
        id: eventJobId(`message-digest:${first.id}`),
        data: target,
        // Seconds from the database's now: pg-boss reads its own clock, not the api's.
        startAfter: Math.max(0, Math.ceil(dueInMs / 1000)),
      },
    ],
    { db: jobs.within(trx) },
  );
}
