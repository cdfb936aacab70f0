import type { Database } from '#api/db/database.ts';
import type { ConversationSide } from '#api/db/correspondence-tables.ts';
import { otherSide } from './conversation-side.ts';

/**
 * `side` opens a conversation: every message of the other side still unread is read now. Its own
 * side's messages keep their state, which the other side's opening sets.
 */
export async function markConversationRead(db: Database, conversationId: string, side: ConversationSide, at: Date) {
  await db
    .updateTable('messages')
    .set({ readAt: at })
    .where('conversationId', '=', conversationId)
    .where('authorSide', '=', otherSide(side))
    .where('readAt', 'is', null)
    .execute();
}
