import { z } from 'zod';
import { LANGUAGES } from '@bourses/common/languages';
import { moneyAnswerSchema } from './money-answer.ts';

/** A service contract template as stored: what a link to it and its download need. */
export const serviceContractTemplateAnswerSchema = z.object({
  fileName: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  /** Changes with each upload: a link carrying it is never answered by a cached older template. */
  version: z.string().regex(/^\w{1,32}$/),
  uploadedAt: z.string(),
});

/** How to pay in one language, as an ADMIN wrote it (empty text when none). */
export const paymentInstructionsAnswerSchema = z.object({
  language: z.enum(LANGUAGES),
  otherWays: z.string(),
  serviceContract: serviceContractTemplateAnswerSchema.nullable(),
});

/**
 * What students are told about paying (GET /api/payments/settings; docs/payments.md, "Settings"):
 * registration's fee, the payee, their bank and RIB (24 digits, or empty until set), and every
 * language's instructions, French first.
 */
export const paymentSettingsAnswerSchema = z.object({
  registrationFee: moneyAnswerSchema,
  payee: z.string(),
  bankName: z.string(),
  rib: z.string().regex(/^(\d{24})?$/),
  instructions: z.array(paymentInstructionsAnswerSchema),
  updatedAt: z.string(),
});

export type PaymentInstructionsAnswer = z.infer<typeof paymentInstructionsAnswerSchema>;
export type PaymentSettingsAnswer = z.infer<typeof paymentSettingsAnswerSchema>;
