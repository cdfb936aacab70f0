import type { ColumnType, Generated } from 'kysely';
import type { ApplicationStatus } from '@bourses/common/statuses';
import type { Language } from '@bourses/common/languages';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface ScholarshipsTable {
  id: Generated<number>;
  country: string;
  university: string;
  imageUrl: string | null;
  imageFileId: string | null;
  /** yyyy-mm-dd */
  startDate: string;
  /** yyyy-mm-dd; open until 23:59:59 Africa/Casablanca that day. */
  deadline: string;
  /** Normalised titles and descriptions of every language (see scholarships/search-text.ts). */
  searchText: ColumnType<string, string | undefined, string>;
  createdBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

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
  userId: string;
  status: ApplicationStatus;
  receiptFileId: string | null;
  rejectionReason: string | null;
  feedback: string | null;
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
}

// Tables of the scholarship service (scholarships, applications).
export interface ScholarshipTables {
  scholarships: ScholarshipsTable;
  scholarshipTranslations: ScholarshipTranslationsTable;
  scholarshipDeadlineCounts: ScholarshipDeadlineCountsTable;
  applications: ApplicationsTable;
  applicationHistory: ApplicationHistoryTable;
}
