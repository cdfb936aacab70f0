import { z } from 'zod';
import { newPasswordProblems } from '@bourses/common/new-password';
import { newPasswordField } from './account-fields.ts';

// A chosen password confirmed on screen: the rule of common/src/new-password.ts.

/** The confirmation is optional: checked only when it is sent. */
export const confirmPasswordField = z.string({ error: 'TEXT_EXPECTED' }).max(256).optional();

/** Part of a form's refinement: the confirmation, when sent, repeats the password. */
export function checkPasswordConfirmed(password: string, confirmation: string | undefined, ctx: z.RefinementCtx): void {
  if (newPasswordProblems(password, confirmation).confirmation) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'PASSWORDS_DO_NOT_MATCH' });
  }
}

/** The new password of a reset link or of a change, and its confirmation. */
export const NEW_PASSWORD_FIELDS = {
  newPassword: newPasswordField('NEW_PASSWORD_REQUIRED', 'NEW_PASSWORD_TOO_SHORT', 256),
  confirmPassword: confirmPasswordField,
};

/** The refinement of a form made with NEW_PASSWORD_FIELDS. */
export const newPasswordConfirmed = (
  input: { newPassword: string; confirmPassword?: string | undefined },
  ctx: z.RefinementCtx,
): void => checkPasswordConfirmed(input.newPassword, input.confirmPassword, ctx);
