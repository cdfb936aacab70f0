import { recordAudit, type Caller } from '../audit/audit-log.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';

/** Staff delete an application with its history and its receipt (row and bytes); audited in the same transaction. */
export async function deleteApplication(context: AppContext, by: Caller, applicationId: number): Promise<void> {
  const receiptKey = await context.db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('applications')
      .where('id', '=', applicationId)
      .returning(['receiptFileId', 'status', 'scholarshipId', 'userId'])
      .executeTakeFirst();
    if (!deleted) throw new AppError(404, 'APPLICATION_NOT_FOUND');
    await recordAudit(trx, by, {
      action: 'application.delete',
      targetType: 'application',
      targetId: applicationId,
      changes: {
        status: [deleted.status, null],
        scholarshipId: [deleted.scholarshipId, null],
        userId: [deleted.userId, null],
      },
    });
    if (deleted.receiptFileId === null) return undefined;
    const file = await trx
      .deleteFrom('files')
      .where('id', '=', deleted.receiptFileId)
      .returning('storageKey')
      .executeTakeFirst();
    return file?.storageKey;
  });
  // The bytes go only once the rows are gone for good.
  if (receiptKey) await context.storage.remove(receiptKey);
}
