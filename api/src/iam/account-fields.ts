import { z } from 'zod';
import { normaliseMoroccanPhone, validateMoroccanPhone } from '@bourses/common/phone';
import { APPROVAL_STATUSES, ROLES } from '@bourses/common/statuses';
import { LANGUAGES } from '@bourses/common/languages';
import { newPasswordProblems, passwordTooLong } from '@bourses/common/new-password';
import type { MessageKey } from '../i18n/messages.ts';
import { isCommonPassword } from './common-passwords.ts';

// The account field rules (sign-up and staff account management), as zod
// schemas whose messages are catalogue keys.

const NAME_MAX_LENGTH = 100;
const EMAIL_MAX_LENGTH = 254;
const PHONE_INPUT_MAX_LENGTH = 32;

/**
 * For a value that is not a string: `missing` when absent (or null), else `wrongType`. Other
 * problems keep their own messages (a too-long value is still reported as too long).
 */
export const typeError =
  (missing: MessageKey, wrongType: MessageKey = 'TEXT_EXPECTED') =>
  (issue: { code?: string; input: unknown }) => {
    if (issue.code !== 'invalid_type') return undefined;
    return issue.input === undefined || issue.input === null ? missing : wrongType;
  };

const upperCased = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

export const firstNameField = z
  .string({ error: typeError('FIRST_NAME_REQUIRED') })
  .trim()
  .min(1, 'FIRST_NAME_REQUIRED')
  .max(NAME_MAX_LENGTH);

export const lastNameField = z
  .string({ error: typeError('LAST_NAME_REQUIRED') })
  .trim()
  .min(1, 'LAST_NAME_REQUIRED')
  .max(NAME_MAX_LENGTH);

/** Trimmed and lower-cased: one account per address whatever its case. */
export const emailField = z
  .string({ error: typeError('EMAIL_REQUIRED') })
  .trim()
  .toLowerCase()
  .min(1, 'EMAIL_REQUIRED')
  .max(EMAIL_MAX_LENGTH, 'EMAIL_INVALID')
  .pipe(z.email('EMAIL_INVALID'));

function chosenPasswordProblem(password: string, tooShort: MessageKey): MessageKey | undefined {
  if (passwordTooLong(password)) return 'PASSWORD_TOO_LONG';
  if (newPasswordProblems(password).password) return tooShort;
  if (isCommonPassword(password)) return 'PASSWORD_TOO_COMMON';
  return undefined;
}

/**
 * A password someone chooses (docs/security.md, "Passwords"): required, of PASSWORD_MIN_LENGTH to
 * PASSWORD_MAX_LENGTH characters once normalised (common/src/new-password.ts), not one of the most
 * common; never trimmed. Whether it is made of its owner's name is the form's refinement
 * (new-password-fields.ts), which knows the owner.
 */
export const newPasswordField = (required: MessageKey, tooShort: MessageKey) =>
  z
    .string({ error: typeError(required) })
    .min(1, required)
    .superRefine((password, ctx) => {
      const problem = chosenPasswordProblem(password, tooShort);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

export const passwordField = newPasswordField('PASSWORD_REQUIRED', 'PASSWORD_TOO_SHORT');

/** Any way of typing a Moroccan number, stored as +212 and nine digits. */
export const phoneNumberField = z
  .string({ error: typeError('PHONE_REQUIRED') })
  .max(PHONE_INPUT_MAX_LENGTH, 'PHONE_NINE_DIGITS')
  .superRefine((value, context) => {
    const problem = validateMoroccanPhone(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform(normaliseMoroccanPhone);

/** CLIENT, AGENT or ADMIN, in any case (the spec's header shows 'client' and 'admin'). */
export const roleField = z.preprocess(upperCased, z.enum(ROLES, { error: () => 'ROLE_INVALID' }));

export const approvalStatusField = z.preprocess(
  upperCased,
  z.enum(APPROVAL_STATUSES, { error: () => 'APPROVAL_STATUS_INVALID' }),
);

export const languageField = z.enum(LANGUAGES, { error: () => 'ACCOUNT_LANGUAGE_INVALID' });

/** Deadline reminders on or off: a JSON boolean, or 'true' / 'false' from a form. */
export const deadlineRemindersField = z.union(
  [z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')],
  { error: () => 'DEADLINE_REMINDERS_INVALID' },
);

/** Mails of new messages on or off: a JSON boolean, or 'true' / 'false' from a form. */
export const messageMailsField = z.union(
  [z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')],
  { error: () => 'MESSAGE_MAILS_INVALID' },
);
