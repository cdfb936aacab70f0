import type { Actor } from '#api/auth/actor.ts';
import type { AppContext } from '#api/context.ts';
import { AppError } from '#api/http/app-error.ts';
import { recordFile, withSavedFiles } from '#api/storage/stored-files.ts';
import { postMessage } from './conversation-store.ts';
import { sideOf } from './conversation-side.ts';
import { countMessage } from './message-rate-limit.ts';
import type { NewMessageInput } from './message-upload.ts';

/**
 * Writes a message and its files in the caller's side's name: the files' bytes first, then one
 * transaction with their rows, the message and its mail. When anything fails, no row stays, the
 * bytes are removed and a student's message is not counted against their hourly limit.
 */
export async function sendMessage(
  context: AppContext,
  actor: Actor,
  conversationId: string,
  { body, attachments }: NewMessageInput,
): Promise<string> {
  const { db, storage, jobs, clock } = context;
  const giveBack = await countMessage(context.limits.messagesPerStudent, actor);
  try {
    return await withSavedFiles(storage, attachments, (storageKeys) =>
      db.transaction().execute(async (trx) => {
        // Held until the commit: the student's account cannot be deleted (taking the conversation) meanwhile.
        const open = await trx
          .selectFrom('conversations as c')
          .leftJoin('applications as a', 'a.id', 'c.applicationId')
          .select(['c.id', 'c.kind', 'a.userId as applicantId'])
          .where('c.id', '=', conversationId)
          .forKeyShare('c')
          .executeTakeFirst();
        // Gone since it was read, or an application nobody owns any more: the student deleted their account.
        if (!open || (open.kind === 'application' && open.applicantId === null))
          throw new AppError(409, 'CONVERSATION_CLOSED');
        const fileIds: string[] = [];
        for (const [index, attachment] of attachments.entries()) {
          const storageKey = storageKeys[index];
          if (storageKey === undefined) throw new Error('File storage returned fewer keys than files');
          fileIds.push((await recordFile(trx, attachment, storageKey, actor.id)).id);
        }
        return postMessage(trx, jobs, {
          conversationId,
          authorId: actor.id,
          authorSide: sideOf(actor),
          body,
          fileIds,
          at: clock.now(),
        });
      }),
    );
  } catch (error) {
    await giveBack();
    throw error;
  }
}
