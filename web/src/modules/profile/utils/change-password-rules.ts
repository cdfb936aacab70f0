import { newPasswordProblems, normalisePassword } from '@bourses/common/new-password';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type ChangePasswordError = 'REQUIRED' | 'TOO_SHORT' | 'PASSWORDS_DIFFER' | 'SAME_AS_CURRENT';

export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordValues, ChangePasswordError>>;

/**
 * A new password chosen without the current one (through a reset link): at least 8 characters and
 * confirmed; the server checks that it differs from the current one, and the rules only it can
 * judge (not a common password, not the owner's name: docs/security.md), whose message it answers.
 */
export function validateNewPassword(
  values: Pick<ChangePasswordValues, 'newPassword' | 'confirmPassword'>,
): Pick<ChangePasswordErrors, 'newPassword' | 'confirmPassword'> {
  const problems = newPasswordProblems(values.newPassword, values.confirmPassword);
  const errors: ChangePasswordErrors = {};
  if (problems.password) errors.newPassword = problems.password;
  if (problems.confirmation) errors.confirmPassword = problems.confirmation;
  return errors;
}

/** docs/product-rules.md (web client behaviour): at least 8 characters, confirmed, and different from the current one. */
export function validateChangePassword(values: ChangePasswordValues): ChangePasswordErrors {
  const errors: ChangePasswordErrors = validateNewPassword(values);
  if (values.currentPassword === '') errors.currentPassword = 'REQUIRED';
  const sameAsCurrent = normalisePassword(values.newPassword) === normalisePassword(values.currentPassword);
  if (!errors.newPassword && values.currentPassword !== '' && sameAsCurrent) {
    errors.newPassword = 'SAME_AS_CURRENT';
  }
  return errors;
}
