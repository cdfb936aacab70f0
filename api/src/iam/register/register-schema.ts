import { z } from 'zod';
import { LANGUAGES } from '@bourses/common/languages';
import { AppError } from '#api/http/app-error.ts';
import { parseInput } from '#api/http/validate.ts';
import {
  emailField,
  firstNameField,
  lastNameField,
  passwordField,
  phoneNumberField,
} from '../account-fields.ts';
import type { MessageKey } from '#api/i18n/messages.ts';

const isUploadedFile = (value: unknown): value is Express.Multer.File =>
  typeof value === 'object' && value !== null && 'buffer' in value && Buffer.isBuffer(value.buffer);

const fileField = (key: MessageKey) => z.custom<Express.Multer.File>(isUploadedFile, { error: key });

// `role` is not read: the public form always creates a student. Confirmations are checked when sent.
export const registerSchema = z
  .object({
    firstName: firstNameField,
    lastName: lastNameField,
    email: emailField,
    confirmEmail: z.string({ error: 'TEXT_EXPECTED' }).max(254).optional(),
    phoneNumber: phoneNumberField,
    password: passwordField,
    confirmPassword: z.string({ error: 'TEXT_EXPECTED' }).max(256).optional(),
    // An unsupported language falls back to the caller's Accept-Language.
    language: z.enum(LANGUAGES).optional().catch(undefined),
    paymentReceipt: fileField('PAYMENT_RECEIPT_REQUIRED'),
    serviceContract: fileField('SERVICE_CONTRACT_REQUIRED'),
  })
  .superRefine((input, ctx) => {
    if (input.confirmEmail !== undefined && input.confirmEmail.trim().toLowerCase() !== input.email) {
      ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: 'EMAILS_DO_NOT_MATCH' });
    }
    if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'PASSWORDS_DO_NOT_MATCH' });
    }
  });

export type RegisterInput = z.infer<typeof registerSchema>;

/** Parses a registration; when the two files are all that is missing, says so with the spec's generic text. */
export function parseRegistration(input: unknown): RegisterInput {
  try {
    return parseInput(registerSchema, input);
  } catch (error) {
    const fields = error instanceof AppError ? error.fields : undefined;
    if (fields && Object.keys(fields).sort().join() === 'paymentReceipt,serviceContract') {
      throw new AppError(400, 'FILES_REQUIRED', { fields });
    }
    throw error;
  }
}
