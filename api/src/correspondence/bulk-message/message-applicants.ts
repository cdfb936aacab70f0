import type { Language } from '@bourses/common/languages';
import { recordAudit, type Caller } from '#api/audit/audit-log.ts';
import { runEachApplication, type BulkOutcome } from '#api/applications/bulk-decision.ts';
import type { AppContext } from '#api/context.ts';
import { AppError } from '#api/http/app-error.ts';
import { conversationOf, postMessage } from '../conversation-store.ts';

/**
 * Writes `body` in one application's conversation, as the staff, with its audit entry and its
 * student's digest mail, in one transaction. The application is read `for share`: its student cannot
 * delete their account (which empties it) halfway through.
 */
async function messageApplicant(context: AppContext, by: Caller, applicationId: number, body: string): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    const application = await trx
      .selectFrom('applications')
      .select('userId')
      .where('id', '=', applicationId)
      .forShare()
      .executeTakeFirst();
    if (!application) throw new AppError(404, 'APPLICATION_NOT_FOUND');
    const conversation = application.userId === null ? undefined : await conversationOf(trx, { applicationId });
    if (!conversation) throw new AppError(409, 'BULK_MESSAGE_APPLICANT_DELETED');
    const messageId = await postMessage(trx, context.jobs, {
      conversationId: conversation.id,
      authorId: by.actor.id,
      authorSide: 'staff',
      body,
      at: context.clock.now(),
    });
    await recordAudit(trx, by, {
      action: 'application.bulk-message',
      targetType: 'application',
      targetId: applicationId,
      changes: { messageId },
    });
  });
}

/**
 * The same message to the student of each application, each in their own conversation (and digest
 * mail), one after the other as bulk decisions go: a refused row (an unknown application, a student
 * who deleted their account) is that row's outcome and never stops the others.
 */
export function messageApplicants(
  context: AppContext,
  by: Caller,
  applicationIds: readonly number[],
  body: string,
  language: Language,
): Promise<BulkOutcome[]> {
  return runEachApplication(context, applicationIds, language, (id) => messageApplicant(context, by, id, body));
}
