import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '@bourses/common/languages';
import {
  emailField,
  firstNameField,
  languageField,
  lastNameField,
  passwordField,
  phoneNumberField,
  roleField,
} from '../account-fields.ts';
import { checkPasswordNotPersonal } from '../new-password-fields.ts';

const accountFields = {
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  phoneNumber: phoneNumberField,
  password: passwordField,
  /** The language of the account's mails; the admin's own language says nothing about the user's. */
  language: languageField.default(DEFAULT_LANGUAGE),
};

const notPersonal = (
  account: { password: string; firstName: string; lastName: string; email: string },
  ctx: z.RefinementCtx,
) => checkPasswordNotPersonal(account.password, account, ctx);

/** POST /api/iam/auth/register: an ADMIN creates an account with any role (a student by default). */
export const staffRegistrationSchema = z
  .object({ ...accountFields, role: roleField.default('CLIENT') })
  .superRefine(notPersonal);

/** POST /api/iam/auth/register-agent: the same fields, the role is always AGENT. */
export const agentRegistrationSchema = z.object(accountFields).superRefine(notPersonal);

export type NewAccount = z.infer<typeof agentRegistrationSchema> & { role: z.infer<typeof roleField> };
