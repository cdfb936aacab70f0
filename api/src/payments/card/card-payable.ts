import type { PaymentStatus } from '@bourses/common/statuses';

// A payment not verified may be paid by card, its receipt sent or not: a receipt waiting to be checked
// may be of a transfer not made yet, and paying by card settles it at once (a transfer that arrives
// too is a payment staff refund, as two transfers are). A verified one, or a fee of zero, has nothing to pay.
const CARD_PAYABLE_STATUSES: ReadonlySet<PaymentStatus> = new Set(['AWAITING_RECEIPT', 'RECEIPT_SUBMITTED', 'REFUSED']);

/** Whether a payment may be paid by card now (docs/payments.md, "Card payment (CMI)"). */
export const isCardPayable = (payment: { status: PaymentStatus; amountDueCentimes: number }): boolean =>
  payment.amountDueCentimes > 0 && CARD_PAYABLE_STATUSES.has(payment.status);
