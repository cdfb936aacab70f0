import type { Transaction } from 'kysely';
import type { ConversationSide } from '#api/db/correspondence-tables.ts';
import type { DB } from '#api/db/schema.ts';
import type { JobQueue } from '#api/jobs/job-queue.ts';

/**
 * Asks for a mail to `recipientSide` about the new messages of a conversation, with the message's
 * transaction: at most one mail per conversation and side every 15 minutes, holding what arrived
 * meanwhile and is still unread (docs/product-rules.md, "Correspondence").
 */
export async function queueMessageDigest(
  _trx: Transaction<DB>,
  _jobs: JobQueue,
  _conversation: { conversationId: string; recipientSide: ConversationSide; at: Date },
): Promise<void> {
  // Built by the mail digest's work (api/src/correspondence/mail-digest/).
}
