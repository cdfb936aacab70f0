import type { ColumnType, Generated } from 'kysely';
import type { ApprovalStatus, Role } from '@bourses/common/statuses';
import type { Language } from '@bourses/common/languages';
import type { AuditTables } from './audit-tables.ts';
import type { NotesTables } from './notes-tables.ts';
import type { SavedScholarshipTables } from './saved-scholarship-tables.ts';
import type { ScholarshipTables } from './scholarship-tables.ts';
import type { PaymentTables } from './payment-tables.ts';
import type { StatementTables } from './statement-tables.ts';
import type { SessionTables } from './session-tables.ts';
import type { FactorTables } from './factor-tables.ts';
import type { CorrespondenceTables } from './correspondence-tables.ts';
import type { DocumentTables } from './document-tables.ts';
import type { CardPaymentTables } from './card-payment-tables.ts';

// Table types as Kysely sees them (camelCase; the CamelCasePlugin maps to snake_case columns).
type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

export interface FilesTable {
  id: Generated<string>;
  storageKey: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  ownerId: string | null;
  /** A resized copy of a picture: the picture's own row (its widest copy), deleted with it. */
  variantOf: ColumnType<string | null, string | null | undefined, never>;
  /** Pixels of a stored picture copy; null for documents and pictures stored before they were resized. */
  width: ColumnType<number | null, number | null | undefined, never>;
  height: ColumnType<number | null, number | null | undefined, never>;
  /** A payment receipt's fingerprint (migration 0020, payments/receipt-fingerprint.ts); null for other files. */
  sha256: ColumnType<string | null, string | null | undefined, never>;
  imageHash: ColumnType<string | null, string | null | undefined, never>;
  createdAt: CreatedAt;
}

export interface UsersTable {
  id: Generated<string>;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  role: Role;
  approvalStatus: ApprovalStatus;
  approvalDate: Date | null;
  rejectionReason: string | null;
  isVerified: boolean;
  verifiedAt: Date | null;
  language: Language;
  paymentReceiptFileId: string | null;
  serviceContractFileId: string | null;
  /** Deadline reminders of saved scholarships: on unless the student turned them off or unsubscribed. */
  deadlineReminders: ColumnType<boolean, boolean | undefined, boolean>;
  /** Digest mails of new messages (migration 0027): on unless the student turned them off. */
  messageMails: ColumnType<boolean, boolean | undefined, boolean>;
  /** When a submitted correction put the account back in the queue; cleared by the next decision. */
  correctedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The staff member who follows the account (migration 0013), or null. */
  assigneeId: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface EmailVerificationTokensTable {
  tokenHash: string;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: CreatedAt;
}

/** A "forgot password" link: single use, valid one hour (iam/password-reset). */
export interface PasswordResetTokensTable {
  tokenHash: string;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: CreatedAt;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  userId: string;
  /** Every token of one sign-in shares a family; reuse of a rotated token revokes the family. */
  familyId: string;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
  createdAt: CreatedAt;
}

export interface RateLimitsTable {
  /** The limiter's prefix and its key: 'mails-per-address:203.0.113.7'. */
  key: string;
  points: number;
  /** Null never expires. */
  expiresAt: Date | null;
}

export interface IamTables {
  files: FilesTable;
  users: UsersTable;
  emailVerificationTokens: EmailVerificationTokensTable;
  passwordResetTokens: PasswordResetTokensTable;
  refreshTokens: RefreshTokensTable;
  rateLimits: RateLimitsTable;
}

export type DB = IamTables & ScholarshipTables & SavedScholarshipTables & AuditTables & NotesTables & PaymentTables & StatementTables & SessionTables & FactorTables & CorrespondenceTables & DocumentTables & CardPaymentTables;
