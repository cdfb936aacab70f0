import { isStaffRole } from '@bourses/common/statuses';
import type { Principal } from '../../auth/access-token.ts';
import { AppError, forbidden } from '../../http/app-error.ts';
import type { UserRow } from '../user-presenter.ts';
import type { ChangeableField, UserChanges } from './update-user-schema.ts';

// Who may do what with accounts: the roles table of PRODUCT.md.

const OWN_PROFILE_FIELDS: readonly ChangeableField[] = ['firstName', 'lastName', 'phoneNumber'];
const ADMIN_FIELDS: readonly ChangeableField[] = [...OWN_PROFILE_FIELDS, 'email', 'role'];

export const isStaff = (principal: Principal) => isStaffRole(principal.role);

/** Staff see every account and its documents; anyone else only their own. */
export const canSeeUser = (principal: Principal, userId: string) =>
  isStaff(principal) || principal.userId === userId;

/** The fields whose new value differs from the account's, so that resending a whole form is harmless. */
export function changedFields(target: UserRow, changes: UserChanges): ChangeableField[] {
  const current: Record<ChangeableField, string | null> = {
    firstName: target.firstName,
    lastName: target.lastName,
    phoneNumber: target.phoneNumber,
    email: target.email.toLowerCase(),
    role: target.role,
  };
  return ADMIN_FIELDS.filter((field) => changes[field] !== undefined && changes[field] !== current[field]);
}

/**
 * Refuses a change the caller may not make: a user edits their own name and phone once approved;
 * an ADMIN also e-mails and roles, except their own role; an AGENT nobody else's account.
 * `sentFields` are the body's keys, so that an unknown or forbidden one is named, not ignored.
 */
export function authorizeUserChange(
  principal: Principal,
  target: UserRow,
  sentFields: readonly string[],
  changed: readonly ChangeableField[],
): void {
  const self = principal.userId === target.id;
  if (!self && principal.role !== 'ADMIN') throw forbidden();
  if (self && principal.role !== 'ADMIN' && target.approvalStatus !== 'APPROVED')
    throw forbidden('ACCOUNT_NOT_APPROVED');

  const allowed = new Set<string>(principal.role === 'ADMIN' ? ADMIN_FIELDS : OWN_PROFILE_FIELDS);
  const known = new Set<string>(ADMIN_FIELDS);
  const changing = new Set<string>(changed);
  // A known field the caller may not change is fine when sent with its current value (a whole form).
  const refusedChanges = sentFields.filter(
    (field) => !allowed.has(field) && (!known.has(field) || changing.has(field)),
  );
  if (refusedChanges.length > 0) {
    throw new AppError(403, 'FIELDS_NOT_ALLOWED', { params: { fields: refusedChanges.join(', ') } });
  }
  if (self && changed.includes('role')) throw new AppError(403, 'CANNOT_CHANGE_OWN_ROLE');
}
