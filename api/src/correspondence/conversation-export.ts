import type { Database } from '#api/db/database.ts';

/**
 * A student's conversations for their data export (law 09-08): each message's text, side and time,
 * and its files with where their bytes are, oldest first. Three statements, whatever the count.
 */
export async function findConversationData(db: Database, userId: string) {
  const [conversations, messages, attachments] = await Promise.all([
    db
      .selectFrom('conversations')
      .select(['id', 'kind', 'applicationId', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('messages as m')
      .innerJoin('conversations as c', 'c.id', 'm.conversationId')
      .select(['m.id', 'm.conversationId', 'm.authorSide', 'm.body', 'm.sentAt', 'm.readAt'])
      .where('c.userId', '=', userId)
      .orderBy('m.sentAt')
      .orderBy('m.id')
      .execute(),
    db
      .selectFrom('messageAttachments as ma')
      .innerJoin('messages as m', 'm.id', 'ma.messageId')
      .innerJoin('conversations as c', 'c.id', 'm.conversationId')
      .innerJoin('files as f', 'f.id', 'ma.fileId')
      .select(['ma.id', 'ma.messageId', 'f.storageKey', 'f.originalName', 'f.mimeType', 'f.sizeBytes', 'f.createdAt'])
      .where('c.userId', '=', userId)
      .orderBy('ma.messageId')
      .orderBy('ma.position')
      .execute(),
  ]);
  return conversations.map((conversation) => ({
    ...conversation,
    messages: messages
      .filter((message) => message.conversationId === conversation.id)
      .map((message) => ({
        ...message,
        attachments: attachments.filter((attachment) => attachment.messageId === message.id),
      })),
  }));
}

export type ConversationData = Awaited<ReturnType<typeof findConversationData>>;
