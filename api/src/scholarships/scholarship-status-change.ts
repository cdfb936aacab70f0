import { SCHOLARSHIP_STATUS_CHANGES, type ScholarshipStatusChange } from '@bourses/common/scholarship-life';
import type { ScholarshipStatus } from '@bourses/common/statuses';
import { recordAudit, type Caller } from '../audit/audit-log.ts';
import type { AuditAction } from '@bourses/common/audit-actions';
import type { AppContext } from '../context.ts';
import { AppError, notFound } from '../http/app-error.ts';

export const isStatusChange = (name: string): name is ScholarshipStatusChange => Object.hasOwn(SCHOLARSHIP_STATUS_CHANGES, name);

/**
 * Moves a scholarship to its next status and records who did it, in one transaction; an action
 * its current status does not allow (publishing an archived one) is a 409.
 */
export async function changeScholarshipStatus(
  context: AppContext,
  caller: Caller,
  id: number,
  change: ScholarshipStatusChange,
): Promise<void> {
  const { from, to } = SCHOLARSHIP_STATUS_CHANGES[change];
  await context.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('scholarships')
      .select('status')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound('SCHOLARSHIP_NOT_FOUND');
    if (!(from as readonly ScholarshipStatus[]).includes(current.status)) {
      throw new AppError(409, 'SCHOLARSHIP_STATUS_CHANGE_INVALID');
    }
    await trx
      .updateTable('scholarships')
      .set({ status: to, updatedAt: context.clock.now() })
      .where('id', '=', id)
      .execute();
    const action: AuditAction = `scholarship.${change}`;
    await recordAudit(trx, caller, {
      action,
      targetType: 'scholarship',
      targetId: id,
      changes: { status: [current.status, to] },
    });
  });
}
