import { isAdmin, isStaff, type Actor } from '#api/auth/actor.ts';
import { ALLOWED, definePolicy, type NoResource, signedIn, type Verdict } from '#api/auth/policy.ts';
import { AppError, forbidden, notFound } from '#api/http/app-error.ts';
import type { UserRow } from '../user-presenter.ts';
import type { ChangeableField, UserChanges } from './update-user-schema.ts';

// Who may do what with accounts: the roles table of the product rules.

const OWN_PROFILE_FIELDS: readonly ChangeableField[] = [
  'firstName',
  'lastName',
  'phoneNumber',
  'deadlineReminders',
  'messageMails',
];
const ADMIN_FIELDS: readonly ChangeableField[] = [...OWN_PROFILE_FIELDS, 'email', 'role'];

export interface AccountChange {
  target: UserRow;
  /** The body's keys, so that an unknown or forbidden one is named, not ignored. */
  sentFields: readonly string[];
  changed: readonly ChangeableField[];
}

interface UsersResources {
  /** Create an account of any role (staff registration). */
  create: NoResource;
  list: NoResource;
  /** Approve, reject or reset students' accounts. */
  changeApproval: NoResource;
  /** See an account and its documents: someone else's is as absent as a missing one. */
  read: { id: string };
  update: AccountChange;
  delete: { id: string };
}

/** Changes that take over or empower an account: they need a recent password or second factor (docs/security.md). */
const SENSITIVE_FIELDS: readonly ChangeableField[] = ['email', 'role'];
export const isSensitiveField = (field: ChangeableField) => SENSITIVE_FIELDS.includes(field);

/** The fields whose new value differs from the account's, so that resending a whole form is harmless. */
export function changedFields(target: UserRow, changes: UserChanges): ChangeableField[] {
  const current: Record<ChangeableField, string | boolean | null> = {
    firstName: target.firstName,
    lastName: target.lastName,
    phoneNumber: target.phoneNumber,
    email: target.email.toLowerCase(),
    role: target.role,
    deadlineReminders: target.deadlineReminders,
    messageMails: target.messageMails,
  };
  return ADMIN_FIELDS.filter((field) => changes[field] !== undefined && changes[field] !== current[field]);
}

/**
 * A user edits their own name, phone and mail settings (reminders, new messages) once approved; an
 * ADMIN also e-mails and roles, except their own role; nobody else anyone's account.
 */
function mayChange(actor: Actor, { target, sentFields, changed }: AccountChange): Verdict {
  const self = actor.id === target.id;
  if (!self && !isAdmin(actor)) return forbidden();
  if (self && !isAdmin(actor) && target.approvalStatus !== 'APPROVED')
    return forbidden('ACCOUNT_NOT_APPROVED');

  const allowed = new Set<string>(isAdmin(actor) ? ADMIN_FIELDS : OWN_PROFILE_FIELDS);
  const known = new Set<string>(ADMIN_FIELDS);
  const changing = new Set<string>(changed);
  // A known field the caller may not change is fine when sent with its current value (a whole form).
  const refused = sentFields.filter(
    (field) => !allowed.has(field) && (!known.has(field) || changing.has(field)),
  );
  if (refused.length > 0)
    return new AppError(403, 'FIELDS_NOT_ALLOWED', { params: { fields: refused.join(', ') } });
  if (self && changed.includes('role')) return new AppError(403, 'CANNOT_CHANGE_OWN_ROLE');
  return ALLOWED;
}

const staffOnly = signedIn((actor) => (isStaff(actor) ? ALLOWED : forbidden()));
const adminOnly = signedIn((actor) => (isAdmin(actor) ? ALLOWED : forbidden()));

export const usersPolicy = definePolicy<UsersResources>({
  create: adminOnly,
  list: staffOnly,
  changeApproval: staffOnly,
  read: signedIn((actor, user: { id: string }) =>
    isStaff(actor) || actor.id === user.id ? ALLOWED : notFound('USER_NOT_FOUND'),
  ),
  update: signedIn(mayChange),
  delete: signedIn((actor, user: { id: string }) => {
    if (!isAdmin(actor)) return forbidden();
    return actor.id === user.id ? new AppError(400, 'CANNOT_DELETE_SELF') : ALLOWED;
  }),
});
