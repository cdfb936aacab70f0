import type { ColumnType, Generated } from 'kysely';
import type { Language } from '@bourses/common/languages';
import type { PaymentKind, PaymentMethod, PaymentStatus } from '@bourses/common/statuses';

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
  /** Another payment's receipt is the same file or a copy of it (migration 0022). */
  flagged: ColumnType<boolean, boolean | undefined, boolean>;
  /** What an application's fee is for, from before the application exists and after it is deleted. */
  scholarshipId: number | null;
  /** The statement line that verified it (migration 0023), null when verified by hand or not yet. */
  statementLineId: ColumnType<number | null, number | null | undefined, number | null>;
  /** How the money came (migration 0029): null until verified. */
  method: ColumnType<PaymentMethod | null, PaymentMethod | null | undefined, PaymentMethod | null>;
  /** The card attempt at CMI that paid it, null otherwise. */
  cardAttemptId: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: ColumnType<Date, Date | undefined, never>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

/** The one row of what an ADMIN sets about payments. */
export interface PaymentSettingsTable {
  id: ColumnType<true, never, never>;
  registrationFeeCentimes: number;
  /** Who the transfer is made out to, and their bank (migration 0021); empty until an ADMIN sets them. */
  payee: ColumnType<string, string | undefined, string>;
  bankName: ColumnType<string, string | undefined, string>;
  /** The payee's RIB, its 24 digits only, key checked (common/src/rib.ts); empty until set. */
  rib: ColumnType<string, string | undefined, string>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

/** How to pay in one language (migration 0021): the other ways to pay and the service contract template. */
export interface PaymentInstructionsTable {
  language: Language;
  otherWays: ColumnType<string, string | undefined, string>;
  /** The template's `files` row (a PDF), or null when none was uploaded in this language. */
  serviceContractFileId: ColumnType<string | null, string | null | undefined, string | null>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

/** Each payment's receipt, wherever its owner keeps it (a view, migration 0020). */
export interface PaymentReceiptsView {
  paymentId: ColumnType<number, never, never>;
  fileId: ColumnType<string, never, never>;
}

/** A reference shown on a registration form, until the registration claims it (migration 0024). */
export interface PaymentReferenceReservationsTable {
  reference: string;
  /** SHA-256 of the token the form holds: only that browser can claim the reference. */
  tokenHash: string;
  createdAt: ColumnType<Date, Date | undefined, never>;
}

export interface PaymentTables {
  payments: PaymentsTable;
  paymentSettings: PaymentSettingsTable;
  paymentInstructions: PaymentInstructionsTable;
  paymentReceipts: PaymentReceiptsView;
  paymentReferenceReservations: PaymentReferenceReservationsTable;
}
