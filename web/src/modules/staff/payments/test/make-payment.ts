import type { PaymentReviewFieldsFragment } from '@/modules/staff/__generated__/graphql';

/** A payment as the panel reads it: an application's fee of 250 MAD whose receipt waits to be checked. */
export function makePaymentReview(overrides: Partial<PaymentReviewFieldsFragment> = {}): PaymentReviewFieldsFragment {
  return {
    id: '41',
    kind: 'APPLICATION',
    reference: 'B4K7M2QX',
    status: 'RECEIPT_SUBMITTED',
    receiptUrl: '/files/applications/7/receipt',
    refusalReason: null,
    verifiedAt: null,
    paidOn: null,
    bankTransactionReference: null,
    verifiedFrom: null,
    flagged: false,
    amountDue: { amount: 250, formatted: '250,00 MAD' },
    amountReceived: null,
    reviewedBy: null,
    duplicates: [],
    ...overrides,
  };
}
