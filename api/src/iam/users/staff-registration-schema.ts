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

/** POST /api/iam/auth/register: an ADMIN creates an account with any role (a student by default). */
export const staffRegistrationSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  phoneNumber: phoneNumberField,
  password: passwordField,
  role: roleField.default('CLIENT'),
  /** The language of the account's mails; the admin's own language says nothing about the user's. */
  language: languageField.default(DEFAULT_LANGUAGE),
});

/** POST /api/iam/auth/register-agent: the same fields, the role is always AGENT. */
export const agentRegistrationSchema = staffRegistrationSchema.omit({ role: true });

export type NewAccount = z.infer<typeof agentRegistrationSchema> & { role: z.infer<typeof roleField> };
