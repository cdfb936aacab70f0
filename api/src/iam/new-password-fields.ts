import { z } from 'zod';
import { newPasswordProblems, PASSWORD_INPUT_MAX_UNITS } from '@bourses/common/new-password';
import { isPersonalPassword, type PasswordOwner } from '@bourses/common/personal-password';
import { AppError } from '#api/http/app-error.ts';
import { newPasswordField } from './account-fields.ts';

// A chosen password confirmed on screen: the rules of common/src/new-password.ts, and not made of its
// owner's name or address (common/src/personal-password.ts).

/** The confirmation is optional: checked only when it is sent. */
export const confirmPasswordField = z
  .string({ error: 'TEXT_EXPECTED' })
  .max(PASSWORD_INPUT_MAX_UNITS)
  .optional();

/** Part of a form's refinement: the confirmation, when sent, repeats the password. */
export function checkPasswordConfirmed(
  password: string,
  confirmation: string | undefined,
  ctx: z.RefinementCtx,
): void {
  if (newPasswordProblems(password, confirmation).confirmation) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'PASSWORDS_DO_NOT_MATCH' });
  }
}

/** Part of a form's refinement when the form names the owner (registration, staff or admin account). */
export function checkPasswordNotPersonal(
  password: string,
  owner: PasswordOwner,
  ctx: z.RefinementCtx,
  field = 'password',
): void {
  if (isPersonalPassword(password, owner))
    ctx.addIssue({ code: 'custom', path: [field], message: 'PASSWORD_PERSONAL' });
}

/** For a change or a reset, where the owner is known only once the account is read. */
export function refusePersonalPassword(password: string, owner: PasswordOwner, field = 'newPassword'): void {
  if (isPersonalPassword(password, owner)) {
    throw new AppError(400, 'PASSWORD_PERSONAL', { fields: { [field]: { key: 'PASSWORD_PERSONAL' } } });
  }
}

/** The new password of a reset link or of a change, and its confirmation. */
export const NEW_PASSWORD_FIELDS = {
  newPassword: newPasswordField('NEW_PASSWORD_REQUIRED', 'NEW_PASSWORD_TOO_SHORT'),
  confirmPassword: confirmPasswordField,
};

/** The refinement of a form made with NEW_PASSWORD_FIELDS. */
export const newPasswordConfirmed = (
  input: { newPassword: string; confirmPassword?: string | undefined },
  ctx: z.RefinementCtx,
): void => checkPasswordConfirmed(input.newPassword, input.confirmPassword, ctx);
