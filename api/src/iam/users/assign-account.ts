import type { AppContext } from '#api/context.ts';
import { recordAudit, type Caller } from '#api/audit/audit-log.ts';
import { checkAssignee } from '#api/casework/assignee.ts';
import { notFound } from '#api/http/app-error.ts';

/**
 * Gives an account to a staff member to follow (null: to nobody). The change and its audit entry are
 * one transaction; assigning it to whom it already is changes and records nothing.
 */
export async function assignAccount(context: AppContext, by: Caller, userId: string, assigneeId: string | null) {
  await context.db.transaction().execute(async (trx) => {
    await checkAssignee(trx, assigneeId);
    const current = await trx
      .selectFrom('users')
      .select('assigneeId')
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound('USER_NOT_FOUND');
    if (current.assigneeId === assigneeId) return;
    // Not `updatedAt`: following an account is the staff's business, not a change to the account.
    await trx.updateTable('users').set({ assigneeId }).where('id', '=', userId).execute();
    await recordAudit(trx, by, {
      action: 'account.assign',
      targetType: 'user',
      targetId: userId,
      changes: { assigneeId: [current.assigneeId, assigneeId] },
    });
  });
}
