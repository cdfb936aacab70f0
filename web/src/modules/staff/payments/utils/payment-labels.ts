import { msg } from '@lingui/core/macro';
import type { PaymentKind } from '@/modules/staff/__generated__/graphql';

// The console's words for a payment's facts. A context keeps them apart from the same English words
// the students' payment pages may write (one catalogue per message: i18n/catalogs.test.ts). The
// macro reads the context only when it is written out in each call.

export const PAYMENT_LABELS = {
  payment: msg({ message: 'Payment', context: 'staff payment review' }),
  payments: msg({ message: 'Payments', context: 'staff payment review' }),
  reference: msg({ message: 'Reference', context: 'staff payment review' }),
  amountDue: msg({ message: 'Amount due', context: 'staff payment review' }),
  amountReceived: msg({ message: 'Amount received', context: 'staff payment review' }),
  amountReceivedField: msg({ message: 'Amount received (MAD)', context: 'staff payment review' }),
  paidOn: msg({ message: 'Payment date', context: 'staff payment review' }),
  bankTransactionReference: msg({ message: 'Bank transaction reference', context: 'staff payment review' }),
  receipt: msg({ message: 'Receipt', context: 'staff payment review' }),
  student: msg({ message: 'Student', context: 'staff payment review' }),
  kind: msg({ message: 'For', context: 'staff payment review' }),
  openedOn: msg({ message: 'Opened on', context: 'staff payment review' }),
  flagged: msg({ message: 'Flagged', context: 'staff payment review' }),
  refusalReason: msg({ message: 'Reason for refusal', context: 'staff payment review' }),
  verifiedBy: msg({ message: 'Verified by', context: 'staff payment review' }),
  refusedBy: msg({ message: 'Refused by', context: 'staff payment review' }),
  verifiedFrom: msg({ message: 'Verified from', context: 'staff payment review' }),
};

export const PAYMENT_KIND_LABELS = {
  REGISTRATION: msg({ message: 'Registration', context: 'staff payment review' }),
  APPLICATION: msg({ message: 'Application', context: 'staff payment review' }),
} as const satisfies Record<PaymentKind, unknown>;
