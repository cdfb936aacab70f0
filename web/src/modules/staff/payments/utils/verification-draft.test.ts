import { describe, expect, it } from 'vitest';
import { makePaymentReview } from '@/modules/staff/payments/test/make-payment';
import {
  approvalNeedsVerification,
  toVerifyPaymentInput,
  validateVerification,
  verificationDraftFor,
  verificationFieldErrors,
} from '@/modules/staff/payments/utils/verification-draft';

const TODAY = '2026-11-24';

describe('the verification form’s rules', () => {
  it('starts from the amount due, paid today, with no bank reference', () => {
    expect(verificationDraftFor(makePaymentReview(), TODAY)).toEqual({
      amountReceived: '250',
      paidOn: TODAY,
      bankTransactionReference: '',
    });
  });

  it('reads an amount typed the French way and leaves a blank bank reference out', () => {
    const input = toVerifyPaymentInput({ amountReceived: '1 250,50', paidOn: '2026-11-20', bankTransactionReference: '  ' });

    expect(input).toEqual({ amountReceived: { amount: 1250.5, currency: 'MAD' }, paidOn: '2026-11-20', bankTransactionReference: null });
  });

  it('refuses no amount, a third decimal, no day and a day after today in Casablanca', () => {
    expect(validateVerification({ amountReceived: '', paidOn: '', bankTransactionReference: '' }, TODAY)).toEqual({
      amountReceived: 'AMOUNT_INVALID',
      paidOn: 'PAID_ON_REQUIRED',
    });
    expect(validateVerification({ amountReceived: '12.345', paidOn: '2026-11-25', bankTransactionReference: '' }, TODAY)).toEqual({
      amountReceived: 'AMOUNT_INVALID',
      paidOn: 'PAID_ON_FUTURE',
    });
    expect(validateVerification({ amountReceived: '250', paidOn: TODAY, bankTransactionReference: '' }, TODAY)).toEqual({});
  });

  it('places the server’s field errors, alone or sent with an approval', () => {
    expect(
      verificationFieldErrors({ 'amountReceived.amount': 'Montant invalide', 'payment.paidOn': 'Date requise', feedback: 'Trop long' }),
    ).toEqual({ amountReceived: 'Montant invalide', paidOn: 'Date requise' });
  });

  it('asks for a verification before approving only when money is due and not verified', () => {
    expect(approvalNeedsVerification(makePaymentReview())).toBe(true);
    expect(approvalNeedsVerification(makePaymentReview({ status: 'REFUSED' }))).toBe(true);
    expect(approvalNeedsVerification(makePaymentReview({ status: 'VERIFIED' }))).toBe(false);
    expect(approvalNeedsVerification(makePaymentReview({ amountDue: { amount: 0, formatted: '0,00 MAD' } }))).toBe(false);
    expect(approvalNeedsVerification(null)).toBe(false);
  });
});
