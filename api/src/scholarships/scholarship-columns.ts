import type { Selectable } from 'kysely';
import type { ScholarshipsTable } from '../db/scholarship-tables.ts';

// The scholarships table's columns, listed once. Reads select them all, and the presenter takes the
// whole row (ScholarshipRow): a column added to the table and to neither list fails the type check.
// The audit compares, and a duplicate copies, every content column (docs/adding-a-feature.md).

/** What staff write about a scholarship: the audit log compares them, a duplicate copies them. */
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

export type ScholarshipContentColumn = (typeof SCHOLARSHIP_CONTENT_COLUMNS)[number];

/** A scholarship's content as a write sets it: every content column, none forgotten. */
export type ScholarshipContent = { [Column in ScholarshipContentColumn]: Selectable<ScholarshipsTable>[Column] };
