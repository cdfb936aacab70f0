// The rule for a password someone chooses (registration, reset link, change), shared by the web
// forms and the api: docs/product-rules.md, "change password"; docs/security.md, "Passwords".
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.ts';

/**
 * The form of a password that is hashed and verified: NFKC, so that the same characters typed on
 * another keyboard (full-width letters, a ligature, a composed or decomposed accent) are the same
 * password. Never trimmed nor truncated.
 */
export const normalisePassword = (password: string): string => password.normalize('NFKC');

/** Characters (code points) of the normalised form: an emoji or an Arabic letter counts as one. */
export const passwordLength = (password: string): number => [...normalisePassword(password)].length;

/**
 * Typed input past which no password can be PASSWORD_MAX_LENGTH characters once normalised (NFKC joins
 * at most a few code points into one): refused without normalising a megabyte.
 */
export const PASSWORD_INPUT_MAX_UNITS = PASSWORD_MAX_LENGTH * 8;

/** Longer than PASSWORD_MAX_LENGTH: refused rather than cut, the api says so. */
export const passwordTooLong = (password: string): boolean =>
  password.length > PASSWORD_INPUT_MAX_UNITS || passwordLength(password) > PASSWORD_MAX_LENGTH;

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
  if (passwordLength(password) < PASSWORD_MIN_LENGTH) problems.password = 'TOO_SHORT';
  if (confirmation !== undefined && normalisePassword(confirmation) !== normalisePassword(password)) {
    problems.confirmation = 'PASSWORDS_DIFFER';
  }
  return problems;
}
