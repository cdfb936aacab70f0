// The rule for a password someone chooses (registration, reset link, change), shared by the web
// forms and the api: docs/product-rules.md, "change password".
import { PASSWORD_MIN_LENGTH } from './limits.ts';

export interface NewPasswordProblems {
  password?: 'TOO_SHORT';
  confirmation?: 'PASSWORDS_DIFFER';
}

/**
 * What is wrong with a chosen password and its confirmation: shorter than PASSWORD_MIN_LENGTH, or not
 * typed the same twice. An absent confirmation (undefined) is not checked: the api accepts a request
 * without one.
 */
export function newPasswordProblems(password: string, confirmation?: string): NewPasswordProblems {
  const problems: NewPasswordProblems = {};
  if (password.length < PASSWORD_MIN_LENGTH) problems.password = 'TOO_SHORT';
  if (confirmation !== undefined && confirmation !== password) problems.confirmation = 'PASSWORDS_DIFFER';
  return problems;
}
