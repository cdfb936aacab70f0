import { msg } from '@lingui/core/macro';
import type { CardPaymentAttemptStatus, PaymentMethod } from '@/modules/staff/__generated__/graphql';
import type { ToastSeverity } from '@/modules/toast/hooks/ToastContext';

// The console's words for a card payment at CMI (docs/payments.md, "Card payment (CMI)"), beside the
// payment's other facts (payment-labels.ts), with the same context.

export const CARD_PAYMENT_LABELS = {
  method: msg({ message: 'Paid by', context: 'staff payment review' }),
  transactionId: msg({ message: 'CMI transaction id', context: 'staff payment review' }),
  attempts: msg({ message: 'Card payment attempts', context: 'staff payment review' }),
  orderId: msg({ message: 'Order id', context: 'staff payment review' }),
  status: msg({ message: 'Status', context: 'staff payment review' }),
  amount: msg({ message: 'Amount', context: 'staff payment review' }),
  date: msg({ message: 'Date', context: 'staff payment review' }),
  reason: msg({ message: 'Reason', context: 'staff payment review' }),
  authCode: msg({ message: 'Authorisation code', context: 'staff payment review' }),
};

export const PAYMENT_METHOD_LABELS = {
  CARD: msg({ message: 'Card (CMI)', context: 'staff payment review' }),
  TRANSFER: msg({ message: 'Transfer or deposit', context: 'staff payment review' }),
} as const satisfies Record<PaymentMethod, unknown>;

/** Each attempt's status in words and colour: a duplicate is money staff still have to give back. */
export const CARD_ATTEMPT_STATUS_DISPLAY = {
  STARTED: { label: msg({ message: 'Started, no answer from CMI', context: 'card payment attempt' }), severity: 'neutral' },
  APPROVED: { label: msg({ message: 'Approved', context: 'card payment attempt' }), severity: 'success' },
  DECLINED: { label: msg({ message: 'Declined', context: 'card payment attempt' }), severity: 'error' },
  DUPLICATE: { label: msg({ message: 'Duplicate: refund to make', context: 'card payment attempt' }), severity: 'warning' },
} as const satisfies Record<CardPaymentAttemptStatus, { label: unknown; severity: ToastSeverity | 'neutral' }>;
