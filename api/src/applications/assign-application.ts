import type { AppContext } from '../context.ts';
import { recordAudit, type Caller } from '../audit/audit-log.ts';
import { checkAssignee } from '../casework/assignee.ts';
import { AppError } from '../http/app-error.ts';

/**
 * Gives an application to a staff member (null: to nobody). The change and its audit entry are one
 * transaction; assigning it to whom it already is changes and records nothing.
 */
export async function assignApplication(
  context: AppContext,
  by: Caller,
  applicationId: number,
  assigneeId: string | null,
): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    await checkAssignee(trx, assigneeId);
    const current = await trx
      .selectFrom('applications')
      .select('assigneeId')
      .where('id', '=', applicationId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new AppError(404, 'APPLICATION_NOT_FOUND');
    if (current.assigneeId === assigneeId) return;
    await trx.updateTable('applications').set({ assigneeId }).where('id', '=', applicationId).execute();
    await recordAudit(trx, by, {
      action: 'application.assign',
      targetType: 'application',
      targetId: applicationId,
      changes: { assigneeId: [current.assigneeId, assigneeId] },
    });
  });
}
