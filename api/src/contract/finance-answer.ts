import { z } from 'zod';
import { moneyAnswerSchema } from './money-answer.ts';

/** Money of a group of payments: per scholarship, per month, registration's or all of them. */
export const financeRowAnswerSchema = z.object({
  /** The scholarship of a per-scholarship row; null elsewhere (registration, months, the total). */
  scholarshipId: z.string().nullable(),
  /** Its title in the caller's language, French when not written in it. */
  scholarshipTitle: z.string().nullable(),
  /** 'yyyy-mm' in Casablanca, of a per-month row; null elsewhere. */
  month: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .nullable(),
  payments: z.number().int().nonnegative(),
  /** What the payments owe, whatever their status. */
  due: moneyAnswerSchema,
  /** What was received on the verified ones. */
  received: moneyAnswerSchema,
  /** Of `received`, what was paid by card at CMI (the rest: transfers and cash checked by staff). */
  receivedByCard: moneyAnswerSchema,
  /** What the payments not verified yet owe (refused ones included). */
  outstanding: moneyAnswerSchema,
});

export type FinanceRowAnswer = z.infer<typeof financeRowAnswerSchema>;

/** Staff: the money of the season (GET /api/payments/finance; docs/payments.md, "Finance view"). */
export const financeAnswerSchema = z.object({
  total: financeRowAnswerSchema,
  registration: financeRowAnswerSchema,
  /** Per scholarship with a fee, most owed first. */
  perScholarship: z.array(financeRowAnswerSchema),
  /** Per month the payments were opened, latest first. */
  perMonth: z.array(financeRowAnswerSchema),
});

export type FinanceAnswer = z.infer<typeof financeAnswerSchema>;
