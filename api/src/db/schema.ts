import type { ColumnType, Generated } from 'kysely';
import type { ApprovalStatus, Role } from '@bourses/common/statuses';
import type { Language } from '@bourses/common/languages';
import type { ScholarshipTables } from './scholarship-tables.ts';

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
  refreshTokens: RefreshTokensTable;
  rateLimits: RateLimitsTable;
}

export type DB = IamTables & ScholarshipTables;
