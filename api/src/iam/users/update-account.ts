import { isStaffRole } from '@bourses/common/statuses';
import type { AppContext } from '#api/context.ts';
import { notFound } from '#api/http/app-error.ts';
import type { UserRow } from '../user-presenter.ts';
import type { ChangeableField, UserChanges } from './update-user-schema.ts';
import { updateUser } from './users-queries.ts';

/** Writes the changed fields; an account promoted to staff is approved, like one an ADMIN creates. */
export async function updateAccount(
  { db, clock }: AppContext,
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
  const updated = await updateUser(db, target.id, {
    firstName: valueOf('firstName'),
    lastName: valueOf('lastName'),
    phoneNumber: valueOf('phoneNumber'),
    email: valueOf('email'),
    role,
    ...(promotedToStaff ? { approvalStatus: 'APPROVED', approvalDate: now, rejectionReason: null } : {}),
    updatedAt: now,
  });
  if (!updated) throw notFound('USER_NOT_FOUND');
  return updated;
}
