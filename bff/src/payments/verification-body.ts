import type { VerifyPaymentInput } from '../__generated__/resolvers-types.ts';

/** What staff received, in the api's spelling (`POST /api/payments/{id}/verify`, and with an approval). */
export interface VerificationBody {
  amountReceived: { amount: number; currency?: string | undefined };
  paidOn: string;
  bankTransactionReference: string | null;
}

export const toVerificationBody = (input: VerifyPaymentInput): VerificationBody => ({
  amountReceived: { amount: input.amountReceived.amount, currency: input.amountReceived.currency ?? undefined },
  paidOn: input.paidOn,
  bankTransactionReference: input.bankTransactionReference ?? null,
});

/** An approval's optional verification. */
export const verificationBody = (input: VerifyPaymentInput | null | undefined): VerificationBody | undefined =>
  input ? toVerificationBody(input) : undefined;
