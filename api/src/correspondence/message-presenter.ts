import type { MessageAnswer } from '#api/contract/correspondence-answer.ts';
import type { Presented } from '#api/contract/presented.ts';
import type { ConversationSide } from '#api/db/correspondence-tables.ts';
import type { AttachmentRow, MessageRow } from './message-queries.ts';

/** Where the conversation's student and staff download an attachment. */
export const attachmentPath = (conversationId: string, attachmentId: string) =>
  `/api/conversations/${conversationId}/attachments/${attachmentId}`;

/**
 * One message as `side` reads it: a student reads a staff member's message as the platform team's
 * (no name, no id); staff see who wrote what. Null too once the author's account is deleted.
 */
export function presentMessage(row: MessageRow, attachments: readonly AttachmentRow[], side: ConversationSide) {
  const { authorId, authorFirstName, authorLastName } = row;
  const hidden = side === 'student' && row.authorSide === 'staff';
  return {
    id: row.id,
    conversationId: row.conversationId,
    body: row.body,
    authorSide: row.authorSide,
    author:
      hidden || authorId === null || authorFirstName === null || authorLastName === null
        ? null
        : { id: authorId, name: `${authorFirstName} ${authorLastName}` },
    sentAt: row.sentAt,
    readAt: row.readAt,
    correctionRequestId: row.correctionRequestId,
    attachments: attachments.map((attachment) => ({
      id: attachment.id,
      fileName: attachment.originalName,
      mimeType: attachment.mimeType,
      sizeBytes: attachment.sizeBytes,
      url: attachmentPath(row.conversationId, attachment.id),
    })),
  } satisfies Presented<MessageAnswer>;
}
