import { z } from 'zod';
import { PAYMENT_KINDS, PAYMENT_STATUSES } from '@bourses/common/statuses';
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
  /** The application it pays for; null for registration's. */
  applicationId: z.string().nullable(),
  createdAt: z.string(),
});

export type PaymentAnswer = z.infer<typeof paymentAnswerSchema>;

/** A payment as staff read it (GET /api/payments/{id}): whose it is, and the payments whose receipt is the same. */
export const staffPaymentAnswerSchema = paymentAnswerSchema.extend({
  userId: z.string().nullable(),
  duplicates: z.array(
    z.object({
      paymentId: z.string(),
      reference: z.string(),
      /** The very same file, or a photo of the same receipt re-encoded, resized or brightened. */
      similarity: z.enum(['SAME_FILE', 'SIMILAR']),
    }),
  ),
});

export type StaffPaymentAnswer = z.infer<typeof staffPaymentAnswerSchema>;
