import { z } from 'zod';
import { moneyInputSchema } from '#api/http/money-input.ts';
import { isoDateSchema } from '#api/scholarships/iso-date.ts';

const BANK_REFERENCE_MAX_LENGTH = 100;
const REASON_MAX_LENGTH = 1000;

/** What staff record when a payment was received: `{ amountReceived, paidOn, bankTransactionReference? }`. */
export const verificationSchema = z.object({
  amountReceived: moneyInputSchema.refine((money) => money !== null, 'PAYMENT_AMOUNT_REQUIRED'),
  paidOn: isoDateSchema('PAYMENT_PAID_ON_REQUIRED'),
  /** As the bank prints it, compared without case or spaces; blank means none. */
  bankTransactionReference: z
    .string('TEXT_EXPECTED')
    .trim()
    .max(BANK_REFERENCE_MAX_LENGTH, 'PAYMENT_BANK_REFERENCE_TOO_LONG')
    .nullish()
    .transform((reference) => (reference ? reference.replace(/\s+/g, '').toUpperCase() : null)),
});

export type VerificationInput = z.infer<typeof verificationSchema>;

export interface Verification {
  amountReceivedCentimes: number;
  paidOn: string;
  bankTransactionReference: string | null;
}

export const toVerification = (input: VerificationInput): Verification => ({
  amountReceivedCentimes: input.amountReceived?.centimes ?? 0,
  paidOn: input.paidOn,
  bankTransactionReference: input.bankTransactionReference,
});

/** A refusal: `{ reason }`, required, shown to the student. */
export const refusalSchema = z.object({
  reason: z
    .string({ error: () => 'PAYMENT_REFUSAL_REASON_REQUIRED' })
    .trim()
    .min(1, 'PAYMENT_REFUSAL_REASON_REQUIRED')
    .max(REASON_MAX_LENGTH, 'REASON_TOO_LONG'),
});
