import type { Transaction } from 'kysely';
import type { ConversationSide } from '#api/db/correspondence-tables.ts';
import type { Database } from '#api/db/database.ts';
import type { DB } from '#api/db/schema.ts';
import type { JobQueue } from '#api/jobs/job-queue.ts';
import { queueMessageDigest } from './mail-digest/queue-message-digest.ts';

/** What a conversation is about: an application, or a student's account. */
export type ConversationSubject = { applicationId: number } | { userId: string };

export interface ConversationRow {
  id: string;
  kind: 'application' | 'account';
  applicationId: number | null;
  userId: string;
}

const CONVERSATION_COLUMNS = ['id', 'kind', 'applicationId', 'userId'] as const;

/**
 * The conversation about an application or an account, made at its first use (two requests at once
 * make one). Undefined when there is nobody to talk to: an unknown application or account, an
 * application whose student deleted their account, or a staff account.
 */
export async function conversationOf(db: Database, subject: ConversationSubject): Promise<ConversationRow | undefined> {
  const found = await db
    .selectFrom('conversations')
    .select(CONVERSATION_COLUMNS)
    .$call((query) =>
      'applicationId' in subject
        ? query.where('applicationId', '=', subject.applicationId)
        : query.where('userId', '=', subject.userId).where('kind', '=', 'account'),
    )
    .executeTakeFirst();
  if (found) return found;
  const student =
    'applicationId' in subject
      ? await db
          .selectFrom('applications')
          .select('userId')
          .where('id', '=', subject.applicationId)
          .executeTakeFirst()
          .then((row) => row?.userId ?? undefined)
      : await db
          .selectFrom('users')
          .select('id')
          .where('id', '=', subject.userId)
          .where('role', '=', 'CLIENT')
          .executeTakeFirst()
          .then((row) => row?.id);
  if (!student) return undefined;
  await db
    .insertInto('conversations')
    .values(
      'applicationId' in subject
        ? { kind: 'application', applicationId: subject.applicationId, userId: student }
        : { kind: 'account', applicationId: null, userId: student },
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  return conversationOf(db, subject);
}

/** One message as it is written: who, which side, the text, its stored files (in order). */
export interface NewMessage {
  conversationId: string;
  authorId: string;
  authorSide: ConversationSide;
  body: string;
  /** Rows of `files` already stored (upload rules and scanner passed), at most 3. */
  fileIds?: readonly string[];
  correctionRequestId?: string | null;
  at: Date;
}

/**
 * Writes a message and its attachments, and asks for the other side's digest mail, all within the
 * caller's transaction: a message exists with its files and its mail, or not at all.
 */
export async function postMessage(trx: Transaction<DB>, jobs: JobQueue, message: NewMessage): Promise<string> {
  const { id } = await trx
    .insertInto('messages')
    .values({
      conversationId: message.conversationId,
      authorId: message.authorId,
      authorSide: message.authorSide,
      body: message.body,
      sentAt: message.at,
      correctionRequestId: message.correctionRequestId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const fileIds = message.fileIds ?? [];
  if (fileIds.length > 0) {
    await trx
      .insertInto('messageAttachments')
      .values(fileIds.map((fileId, position) => ({ messageId: id, fileId, position })))
      .execute();
  }
  await queueMessageDigest(trx, jobs, {
    conversationId: message.conversationId,
    recipientSide: message.authorSide === 'student' ? 'staff' : 'student',
    at: message.at,
  });
  return id;
}
