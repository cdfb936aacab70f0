import type { PaymentReviewFieldsFragment, VerifyPaymentInput } from '@/modules/staff/__generated__/graphql';
import { typedApplicationFee } from '@/modules/staff/scholarships/utils/scholarship-draft';

/** What staff type when they record a payment as received. */
export interface VerificationDraft {
  amountReceived: string;
  /** 'yyyy-mm-dd'. */
  paidOn: string;
  bankTransactionReference: string;
}

export type VerificationField = keyof VerificationDraft;
export type VerificationError = 'AMOUNT_INVALID' | 'PAID_ON_REQUIRED' | 'PAID_ON_FUTURE';
export type VerificationErrors = Partial<Record<VerificationField, VerificationError>>;

/** The amount due as received, paid today in Casablanca: what a verification usually records. */
export function verificationDraftFor(payment: Pick<PaymentReviewFieldsFragment, 'amountDue'> | null, today: string): VerificationDraft {
  return { amountReceived: payment ? String(payment.amountDue.amount) : '', paidOn: today, bankTransactionReference: '' };
}

/** What the api would refuse, found before sending (the api checks it again). */
export function validateVerification(draft: VerificationDraft, today: string): VerificationErrors {
  const errors: VerificationErrors = {};
  const amount = typedApplicationFee(draft.amountReceived);
  if (amount === undefined || amount === null) errors.amountReceived = 'AMOUNT_INVALID';
  if (!draft.paidOn) errors.paidOn = 'PAID_ON_REQUIRED';
  else if (draft.paidOn > today) errors.paidOn = 'PAID_ON_FUTURE';
  return errors;
}

export const hasVerificationErrors = (errors: VerificationErrors) => Object.keys(errors).length > 0;

export function toVerifyPaymentInput(draft: VerificationDraft): VerifyPaymentInput {
  return {
    amountReceived: { amount: typedApplicationFee(draft.amountReceived) ?? 0, currency: 'MAD' },
    paidOn: draft.paidOn,
    bankTransactionReference: draft.bankTransactionReference.trim() || null,
  };
}

const FIELDS: readonly VerificationField[] = ['amountReceived', 'paidOn', 'bankTransactionReference'];

/**
 * The server's field errors (`extensions.fields`) by the form's fields: the api names them by their
 * path in its body (`amountReceived.amount`, or `payment.paidOn` when sent with an approval).
 */
export function verificationFieldErrors(fields: Record<string, string>): Partial<Record<VerificationField, string>> {
  const found: Partial<Record<VerificationField, string>> = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = FIELDS.find((name) => path.replace(/^payment\./, '').split('.')[0] === name);
    if (field && !found[field]) found[field] = message;
  }
  return found;
}

/** Whether approving what this payment pays for needs it verified first, or with the approval (docs/payments.md). */
export function approvalNeedsVerification(payment: Pick<PaymentReviewFieldsFragment, 'status' | 'amountDue'> | null | undefined): boolean {
  return Boolean(payment && payment.status !== 'VERIFIED' && payment.amountDue.amount > 0);
}
