import type { Database } from '#api/db/database.ts';

/** Messages with their authors' names (null once an author's account is deleted). */
function messagesWithAuthors(db: Database) {
  return db
    .selectFrom('messages as m')
    .leftJoin('users as u', 'u.id', 'm.authorId')
    .select([
      'm.id',
      'm.conversationId',
      'm.authorId',
      'm.authorSide',
      'm.body',
      'm.sentAt',
      'm.readAt',
      'm.correctionRequestId',
      'u.firstName as authorFirstName',
      'u.lastName as authorLastName',
    ]);
}

/** One page of a conversation's messages, newest first; and how many it holds. */
export async function messagePage(db: Database, conversationId: string, page: { offset: number; limit: number }) {
  const [rows, total] = await Promise.all([
    messagesWithAuthors(db)
      .where('m.conversationId', '=', conversationId)
      .orderBy('m.sentAt', 'desc')
      .orderBy('m.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('conversationId', '=', conversationId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export const findMessage = (db: Database, id: string) =>
  messagesWithAuthors(db).where('m.id', '=', id).executeTakeFirst();

export type MessageRow = Awaited<ReturnType<typeof messagePage>>['rows'][number];

/** The files of some messages, in their order, by message id: one statement for a page. */
export async function attachmentsOf(db: Database, messageIds: readonly string[]) {
  const byMessage = new Map<string, AttachmentRow[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .selectFrom('messageAttachments as ma')
    .innerJoin('files as f', 'f.id', 'ma.fileId')
    .select(['ma.id', 'ma.messageId', 'f.originalName', 'f.mimeType', 'f.sizeBytes'])
    .where('ma.messageId', 'in', messageIds)
    .orderBy('ma.messageId')
    .orderBy('ma.position')
    .execute();
  for (const row of rows) byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), row]);
  return byMessage;
}

export interface AttachmentRow {
  id: string;
  messageId: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
}

/** One attachment of a conversation with its stored bytes' key, or undefined. */
export function findAttachment(db: Database, conversationId: string, attachmentId: string) {
  return db
    .selectFrom('messageAttachments as ma')
    .innerJoin('messages as m', 'm.id', 'ma.messageId')
    .innerJoin('files as f', 'f.id', 'ma.fileId')
    .select(['ma.id', 'f.storageKey', 'f.mimeType', 'f.ownerId'])
    .where('ma.id', '=', attachmentId)
    .where('m.conversationId', '=', conversationId)
    .executeTakeFirst();
}
