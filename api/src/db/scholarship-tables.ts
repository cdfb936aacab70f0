import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ApplicationStatus, ScholarshipStatus } from '@bourses/common/statuses';
import type { Language } from '@bourses/common/languages';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface ScholarshipsTable {
  id: Generated<number>;
  /** ISO 3166-1 alpha-2 code (migration 0011); a free name it could not match stays until staff choose. */
  country: string;
  university: string;
  imageUrl: string | null;
  imageFileId: string | null;
  /** yyyy-mm-dd */
  startDate: string;
  /** yyyy-mm-dd; open until 23:59:59 Africa/Casablanca that day. */
  deadline: string;
  /** Draft by default; students and visitors see published ones only (migration 0014). */
  status: ColumnType<ScholarshipStatus, ScholarshipStatus | undefined, ScholarshipStatus>;
  /** Centimes of MAD a student pays to apply; null: free (migration 0017). */
  applicationFeeCentimes: number | null;
  /** Normalised titles and descriptions of every language, and the country's names (scholarships/search-text.ts). */
  searchText: ColumnType<string, string | undefined, string>;
  createdBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

// The table's columns, listed once beside its type. Reads select them all and the presenter takes
// the whole row (ScholarshipRow): a column in neither list fails the type check. The audit compares,
// a duplicate copies and a write sets every content column (docs/adding-a-feature.md).

/** What staff write about a scholarship. */
export const SCHOLARSHIP_CONTENT_COLUMNS = [
  'country',
  'university',
  'imageUrl',
  'imageFileId',
  'startDate',
  'deadline',
  'applicationFeeCentimes',
] as const satisfies readonly (keyof ScholarshipsTable)[];

/** Its record: identity and life, set by the platform. */
const SCHOLARSHIP_RECORD_COLUMNS = ['id', 'status', 'createdBy', 'createdAt', 'updatedAt'] as const satisfies readonly (keyof ScholarshipsTable)[];

/** Every column a read answers (`searchText` is the filters' own, never answered). */
export const SCHOLARSHIP_ROW_COLUMNS = [...SCHOLARSHIP_RECORD_COLUMNS, ...SCHOLARSHIP_CONTENT_COLUMNS] as const;

/** The content as a write sets it: every content column, none forgotten. */
export type ScholarshipContent = { [Column in (typeof SCHOLARSHIP_CONTENT_COLUMNS)[number]]: Selectable<ScholarshipsTable>[Column] };

/** Scholarships per deadline day, kept by triggers (migration 0002): the unfiltered list's counts. */
export interface ScholarshipDeadlineCountsTable {
  deadline: string;
  scholarships: number;
}

export interface ScholarshipTranslationsTable {
  scholarshipId: number;
  language: Language;
  title: string;
  description: string;
  longDescription: string;
  videoUrl: string | null;
  faq: ColumnType<FaqEntry[], string, string>;
}

export interface ApplicationsTable {
  id: Generated<number>;
  scholarshipId: number;
  /** Null once the student deleted their own account: the application stays, anonymised. */
  userId: string | null;
  status: ApplicationStatus;
  receiptFileId: string | null;
  rejectionReason: string | null;
  feedback: string | null;
  /** The staff member who follows the application (migration 0013), or null. */
  assigneeId: ColumnType<string | null, string | null | undefined, string | null>;
  /** When a submitted correction put it back in the queue (migration 0027); cleared by the next status change. */
  correctedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ApplicationHistoryTable {
  id: Generated<number>;
  applicationId: number;
  status: ApplicationStatus;
  feedback: string | null;
  actorId: string | null;
  at: ColumnType<Date, Date | undefined, never>;
  /** The correction request this step made or answered (migration 0027). */
  correctionRequestId: ColumnType<string | null, string | null | undefined, never>;
}

/** Applications received and decided per hour, kept by triggers (migration 0016): the work queue's chart. */
export interface ApplicationHourlyActivityTable {
  hour: ColumnType<Date, never, never>;
  received: ColumnType<number, never, never>;
  decided: ColumnType<number, never, never>;
}

// Tables of the scholarship service (scholarships, applications).
export interface ScholarshipTables {
  scholarships: ScholarshipsTable;
  scholarshipTranslations: ScholarshipTranslationsTable;
  scholarshipDeadlineCounts: ScholarshipDeadlineCountsTable;
  applications: ApplicationsTable;
  applicationHistory: ApplicationHistoryTable;
  applicationHourlyActivity: ApplicationHourlyActivityTable;
}
