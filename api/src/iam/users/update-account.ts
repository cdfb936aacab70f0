import { isStaffRole } from '@bourses/common/statuses';
import { recordAudit, type Caller } from '#api/audit/audit-log.ts';
import { changedValues } from '#api/audit/changed-values.ts';
import { isStaff } from '#api/auth/actor.ts';
import type { AppContext } from '#api/context.ts';
import { notFound } from '#api/http/app-error.ts';
import type { UserRow } from '../user-presenter.ts';
import type { ChangeableField, UserChanges } from './update-user-schema.ts';
import { updateUser } from './users-queries.ts';

/**
 * Writes the changed fields; an account promoted to staff is approved, like one an ADMIN creates.
 * A change made by staff is audited in the same transaction (a student's own edit is not a staff action).
 */
export async function updateAccount(
  { db, clock }: AppContext,
  by: Caller,
  target: UserRow,
  changes: UserChanges,
  changed: readonly ChangeableField[],
): Promise<UserRow> {
  if (changed.length === 0) return target;
  const now = clock.now();
  // Kysely leaves undefined values out of the update.
  const valueOf = <F extends ChangeableField>(field: F) =>
    changed.includes(field) ? changes[field] : undefined;
  const role = valueOf('role');
  const promotedToStaff = role !== undefined && isStaffRole(role) && target.approvalStatus !== 'APPROVED';
  return db.transaction().execute(async (trx) => {
    const updated = await updateUser(trx, target.id, {
      firstName: valueOf('firstName'),
      lastName: valueOf('lastName'),
      phoneNumber: valueOf('phoneNumber'),
      email: valueOf('email'),
      role,
      deadlineReminders: valueOf('deadlineReminders'),
      messageMails: valueOf('messageMails'),
      ...(promotedToStaff ? { approvalStatus: 'APPROVED', approvalDate: now, rejectionReason: null } : {}),
      updatedAt: now,
    });
    if (!updated) throw notFound('USER_NOT_FOUND');
    if (isStaff(by.actor)) {
      await recordAudit(trx, by, {
        action: 'account.update',
        targetType: 'user',
        targetId: target.id,
        changes: changedValues(target, updated, [...changed, 'approvalStatus']),
      });
    }
    return updated;
  });
}
