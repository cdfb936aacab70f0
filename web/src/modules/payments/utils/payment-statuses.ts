import { msg } from '@lingui/core/macro';
import type { PaymentStatus } from '@bourses/common/statuses';

/** Each payment status's words and colour: the same on the student's pages and in the staff console. */
export const PAYMENT_STATUS_DISPLAY = {
  AWAITING_RECEIPT: { severity: 'neutral', label: msg({ message: 'Awaiting payment', context: 'payment status' }) },
  RECEIPT_SUBMITTED: { severity: 'warning', label: msg({ message: 'Receipt being checked', context: 'payment status' }) },
  VERIFIED: { severity: 'success', label: msg({ message: 'Payment received', context: 'payment status' }) },
  REFUSED: { severity: 'error', label: msg({ message: 'Receipt refused', context: 'payment status' }) },
} as const satisfies Record<PaymentStatus, unknown>;

export const isPaymentStatus = (value: string): value is PaymentStatus => Object.hasOwn(PAYMENT_STATUS_DISPLAY, value);
