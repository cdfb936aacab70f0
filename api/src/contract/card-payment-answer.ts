import { z } from 'zod';
import { CARD_ATTEMPT_STATUSES, PAYMENT_KINDS } from '@bourses/common/statuses';
import { moneyAnswerSchema } from './money-answer.ts';

/**
 * The form to post to CMI's page (POST /api/payments/{id}/card-attempts; docs/payments.md, "Card
 * payment (CMI)"): the browser posts `fields` to `action` as they are, in this order, by a full-page
 * navigation.
 */
export const cardPaymentFormAnswerSchema = z.object({
  action: z.string(),
  fields: z.array(z.object({ name: z.string(), value: z.string() })),
});

/** One card attempt as the ok and fail pages read it (GET /api/payments/card-attempts/{orderId}). */
export const cardAttemptAnswerSchema = z.object({
  orderId: z.string(),
  paymentId: z.string(),
  /** The application it pays for; null for registration's. */
  applicationId: z.string().nullable(),
  kind: z.enum(PAYMENT_KINDS),
  /** `started` until CMI's callback came; `duplicate`: paid after the payment was verified, to be refunded. */
  status: z.enum(CARD_ATTEMPT_STATUSES),
  /** CMI's reason of a decline, as it wrote it; null otherwise. */
  reason: z.string().nullable(),
  amount: moneyAnswerSchema,
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});

/** A payment's card attempt as staff read it on the payment. */
export const staffCardAttemptAnswerSchema = z.object({
  orderId: z.string(),
  status: z.enum(CARD_ATTEMPT_STATUSES),
  amount: moneyAnswerSchema,
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** CMI's TransId and AuthCode, once approved. */
  transactionId: z.string().nullable(),
  authCode: z.string().nullable(),
  reason: z.string().nullable(),
});

export type CardPaymentFormAnswer = z.infer<typeof cardPaymentFormAnswerSchema>;
export type CardAttemptAnswer = z.infer<typeof cardAttemptAnswerSchema>;
export type StaffCardAttemptAnswer = z.infer<typeof staffCardAttemptAnswerSchema>;
