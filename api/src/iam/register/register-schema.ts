import { z } from 'zod';
import { LANGUAGES } from '@bourses/common/languages';
import { parseWithDocuments, STUDENT_DOCUMENT_FIELDS } from '../documents/documents-schema.ts';
import {
  emailField,
  firstNameField,
  lastNameField,
  passwordField,
  phoneNumberField,
} from '../account-fields.ts';
import {
  checkPasswordConfirmed,
  checkPasswordNotPersonal,
  confirmPasswordField,
} from '../new-password-fields.ts';

// `role` is not read: the public form always creates a student. Confirmations are checked when sent.
export const registerSchema = z
  .object({
    firstName: firstNameField,
    lastName: lastNameField,
    email: emailField,
    confirmEmail: z.string({ error: 'TEXT_EXPECTED' }).max(254).optional(),
    phoneNumber: phoneNumberField,
    password: passwordField,
    confirmPassword: confirmPasswordField,
    // An unsupported language falls back to the caller's Accept-Language.
    language: z.enum(LANGUAGES).optional().catch(undefined),
    // The reference the form showed (docs/payments.md): one that cannot be claimed gives way to a new one.
    paymentReference: z.string().max(20).optional().catch(undefined),
    paymentReferenceToken: z.string().max(100).optional().catch(undefined),
    ...STUDENT_DOCUMENT_FIELDS,
  })
  .superRefine((input, ctx) => {
    if (input.confirmEmail !== undefined && input.confirmEmail.trim().toLowerCase() !== input.email) {
      ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: 'EMAILS_DO_NOT_MATCH' });
    }
    checkPasswordConfirmed(input.password, input.confirmPassword, ctx);
    checkPasswordNotPersonal(input.password, input, ctx);
  });

export type RegisterInput = z.infer<typeof registerSchema>;

/** Parses a registration; when the two files are all that is missing, says so with the spec's generic text. */
export const parseRegistration = (input: unknown): RegisterInput => parseWithDocuments(registerSchema, input);
