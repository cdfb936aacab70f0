import type { CsvCell } from '@/modules/staff/shared/utils/csv';

export interface ApplicationCsvRow {
  id: string;
  status: string;
  feedback?: string | null;
  createdAt: string;
  updatedAt: string;
  applicant?: { id: string; fullName: string; email: string; phoneNumber?: string | null } | null;
  scholarship: { id: string; title: string };
}

/** Column names stay in English: the file feeds other tools, whatever the reader's language. */
export const APPLICATION_CSV_HEADERS = [
  'id',
  'status',
  'applicantName',
  'applicantEmail',
  'applicantPhone',
  'scholarshipId',
  'scholarshipTitle',
  'feedback',
  'createdAt',
  'updatedAt',
] as const;

/** Statuses in the api's lowercase spelling (docs/product-rules.md), as other tools read them. */
export function applicationCsvCells(application: ApplicationCsvRow): CsvCell[] {
  return [
    application.id,
    application.status.toLowerCase(),
    application.applicant?.fullName,
    application.applicant?.email,
    application.applicant?.phoneNumber,
    application.scholarship.id,
    application.scholarship.title,
    application.feedback,
    application.createdAt,
    application.updatedAt,
  ];
}
