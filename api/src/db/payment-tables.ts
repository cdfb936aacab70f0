import type { ColumnType, Generated } from 'kysely';
import type { PaymentKind, PaymentStatus } from '@bourses/common/statuses';

/** One fee a student owes (migration 0019, docs/payments.md); its receipt is its owner's. */
export interface PaymentsTable {
  id: Generated<number>;
  /** `B4K7M2QX` (common/src/payment-reference.ts), never given twice. */
  reference: string;
  kind: PaymentKind;
  /** Null once the student deleted their account: the money's record stays. */
  userId: string | null;
  /** An application's payment; null for registration's, and once the application was deleted. */
  applicationId: number | null;
  amountDueCentimes: number;
  amountReceivedCentimes: number | null;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  refusalReason: string | null;
  /** The day the money was paid, as staff read it on the receipt or the statement. */
  paidOn: string | null;
  /** The bank's own reference of the transfer, unique: one transfer pays one fee. */
  bankTransactionReference: string | null;
  verifiedAt: Date | null;
  verifiedBy: string | null;
  createdAt: ColumnType<Date, Date | undefined, never>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

/** The one row of what an ADMIN sets about payments. */
export interface PaymentSettingsTable {
  id: ColumnType<true, never, never>;
  registrationFeeCentimes: number;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

/** Each payment's receipt, wherever its owner keeps it (a view, migration 0020). */
export interface PaymentReceiptsView {
  paymentId: ColumnType<number, never, never>;
  fileId: ColumnType<string, never, never>;
}

export interface PaymentTables {
  payments: PaymentsTable;
  paymentSettings: PaymentSettingsTable;
  paymentReceipts: PaymentReceiptsView;
}
