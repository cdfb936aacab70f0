import type { ColumnType, Generated } from 'kysely';
import type { CardAttemptStatus } from '@bourses/common/statuses';

/** One "Pay by card" at CMI (migration 0029, docs/payments.md "Card payment (CMI)"). */
export interface CardPaymentAttemptsTable {
  id: Generated<number>;
  /** CMI's `oid`: the payment's reference, '-' and random characters. */
  orderId: string;
  paymentId: number;
  amountCentimes: number;
  /** ISO 4217's number, as CMI takes it ('504': the dirham). */
  currency: string;
  status: ColumnType<CardAttemptStatus, CardAttemptStatus | undefined, CardAttemptStatus>;
  transId: ColumnType<string | null, string | null | undefined, string | null>;
  authCode: ColumnType<string | null, string | null | undefined, string | null>;
  procReturnCode: ColumnType<string | null, string | null | undefined, string | null>;
  /** CMI's ErrMsg on a decline, shown to the student. */
  errorMessage: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: ColumnType<Date, Date | undefined, never>;
  completedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type CardCallbackOutcome = 'verified' | 'declined' | 'replayed' | 'duplicate' | 'rejected';

/** Every callback CMI (or anyone) sent, with the fields that carry no card data. */
export interface CardPaymentCallbacksTable {
  id: Generated<number>;
  orderId: string | null;
  receivedAt: ColumnType<Date, Date | undefined, never>;
  outcome: CardCallbackOutcome;
  reason: string | null;
  fields: ColumnType<Record<string, string>, string, never>;
  remoteAddress: string;
}

export interface CardPaymentTables {
  cardPaymentAttempts: CardPaymentAttemptsTable;
  cardPaymentCallbacks: CardPaymentCallbacksTable;
}
