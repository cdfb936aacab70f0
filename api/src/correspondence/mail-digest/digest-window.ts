import { sql, type Transaction } from 'kysely';
import type { ConversationSide } from '#api/db/correspondence-tables.ts';
import type { DB } from '#api/db/schema.ts';

/** At most one mail per conversation and side in this time, and the wait before the first one. */
export const DIGEST_INTERVAL_MS = 15 * 60 * 1000;

/** One conversation's mails to one side: the unit the 15-minute rule is about. */
export interface DigestTarget {
  conversationId: string;
  recipientSide: ConversationSide;
}

/** The side whose messages a digest to `recipientSide` tells about. */
export const authorSideFor = (recipientSide: ConversationSide): ConversationSide =>
  recipientSide === 'student' ? 'staff' : 'student';

/**
 * Takes, until the transaction ends, the lock of one conversation's mails to one side. A new message
 * and the digest job take it, so that a message committed while the digest is being sent is either in
 * that mail or finds the mail recorded and asks for the next one (two instances, two messages at once).
 */
export async function lockDigest(trx: Transaction<DB>, { conversationId, recipientSide }: DigestTarget): Promise<void> {
  const key = `message-digest:${conversationId}:${recipientSide}`;
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/** When the side was last mailed about this conversation (or its digest passed with nobody to mail). */
export async function lastDigestAt(trx: Transaction<DB>, target: DigestTarget): Promise<Date | undefined> {
  const row = await trx
    .selectFrom('conversationMailDigests')
    .select('lastMailedAt')
    .where('conversationId', '=', target.conversationId)
    .where('recipientSide', '=', target.recipientSide)
    .executeTakeFirst();
  return row?.lastMailedAt;
}

/**
 * The messages a digest to the side would hold: from the other side, unread by this one, sent since
 * its last digest. A correction request's message is left out: its own mail told it, with the items.
 */
export function pendingMessages(trx: Transaction<DB>, target: DigestTarget, since: Date | undefined) {
  const unread = trx
    .selectFrom('messages')
    .where('conversationId', '=', target.conversationId)
    .where('authorSide', '=', authorSideFor(target.recipientSide))
    .where('readAt', 'is', null)
    .where('correctionRequestId', 'is', null);
  return since === undefined ? unread : unread.where('sentAt', '>', since);
}
