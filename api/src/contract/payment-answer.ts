import { z } from 'zod';
import { PAYMENT_KINDS, PAYMENT_METHODS, PAYMENT_STATUSES } from '@bourses/common/statuses';
import { staffCardAttemptAnswerSchema } from './card-payment-answer.ts';
import { moneyAnswerSchema } from './money-answer.ts';

/** A payment as its student reads it (GET /api/payments/mine; docs/payments.md). */
export const paymentAnswerSchema = z.object({
  id: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  /** What to write in the transfer's label (common/src/payment-reference.ts). */
  reference: z.string(),
  amountDue: moneyAnswerSchema,
  amountReceived: moneyAnswerSchema.nullable(),
  status: z.enum(PAYMENT_STATUSES),
  refusalReason: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  /** yyyy-mm-dd, as recorded when verified. */
  paidOn: z.string().nullable(),
  /** The application it pays for; null for registration's, and before the student applied. */
  applicationId: z.string().nullable(),
  /** The scholarship an application's fee is for; null for registration's. */
  scholarshipId: z.string().nullable(),
  /** Whether a receipt was sent (its owner keeps it: the account or the application). */
  hasReceipt: z.boolean(),
  /** Its official receipt (GET /api/documents/{id}), null until it is verified and the receipt issued. */
  receiptDocumentId: z.string().nullable(),
  /** How the money came once verified: 'transfer' (checked by staff or a bank statement) or 'card' (CMI); null before. */
  method: z.enum(PAYMENT_METHODS).nullable(),
  /** Whether its student may pay it by card now (card payment configured, not verified, something to pay); false for staff. */
  cardPayable: z.boolean(),
  createdAt: z.string(),
});

export type PaymentAnswer = z.infer<typeof paymentAnswerSchema>;

const duplicateAnswerSchema = z.object({
  paymentId: z.string(),
  reference: z.string(),
  /** The very same file, or a photo of the same receipt re-encoded, resized or brightened. */
  similarity: z.enum(['SAME_FILE', 'SIMILAR']),
});

/** A payment as staff read it in a list (GET /api/payments): whose it is, how it was verified. */
export const staffPaymentRowAnswerSchema = paymentAnswerSchema.extend({
  userId: z.string().nullable(),
  flagged: z.boolean(),
  bankTransactionReference: z.string().nullable(),
  /** Who verified or refused it. */
  reviewedBy: z.string().nullable(),
  /** The bank statement's line that verified it ("relevé n° 3, ligne 12"), or null. */
  verifiedFrom: z.object({ statementId: z.string(), line: z.number().int() }).nullable(),
  /** CMI's TransId of the card payment that paid it, or null. */
  cardTransactionId: z.string().nullable(),
  /** Every "Pay by card" of it, oldest first (a `duplicate` is money to refund). */
  cardAttempts: z.array(staffCardAttemptAnswerSchema),
});

export type StaffPaymentRowAnswer = z.infer<typeof staffPaymentRowAnswerSchema>;

/** One payment as staff read it (GET /api/payments/{id}), with the payments whose receipt is the same. */
export const staffPaymentAnswerSchema = staffPaymentRowAnswerSchema.extend({
  duplicates: z.array(duplicateAnswerSchema),
});

export type StaffPaymentAnswer = z.infer<typeof staffPaymentAnswerSchema>;

/** A reference reserved for a registration form (POST /api/payments/registration-reference). */
export const referenceReservationAnswerSchema = z.object({
  reference: z.string(),
  /** Sent back with the registration: only the form it was given to can claim the reference. */
  token: z.string(),
});
