import { sql } from 'kysely';
import type { Language } from '@bourses/common/languages';
import type { ApplicationFilters, SqlFilters } from '../applications/application-queries.ts';
import { filteredApplications, withSearchMatch } from '../applications/application-queries.ts';
import type { Database } from '../db/database.ts';
import { casablancaDateTime } from './export-dates.ts';
import { APPLICATION_HEADERS, APPLICATION_STATUS_LABELS } from './export-labels.ts';
import type { ExportCursor, ExportFile, ExportSource } from './stream-export.ts';
import type { ExportFormat } from './table-writer.ts';

type Filters = Omit<ApplicationFilters, 'page' | 'limit' | 'ids' | 'ownerId'>;

const SHEET_NAMES: Record<Language, string> = { fr: 'Candidatures', ar: 'الترشيحات', en: 'Applications' };

function rowsAfter(db: Database, filters: SqlFilters, language: Language, after: ExportCursor | undefined, limit: number) {
  let query = filteredApplications(db, filters, language)
    .select(['u.phoneNumber as applicantPhone', sql<string>`a.created_at::text`.as('cursorAt')])
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit);
  // Keyset paging on applications_created_at_idx: each chunk starts where the last one ended.
  if (after) query = query.where(sql<boolean>`(a.created_at, a.id) < (${after.cursorAt}::timestamptz, ${Number(after.id)})`);
  return query.execute();
}

type Row = Awaited<ReturnType<typeof rowsAfter>>[number];

/** The staff applications list, as filtered on screen, for the export. */
export async function applicationsExport(
  db: Database,
  filters: Filters,
  language: Language,
  format: ExportFormat,
): Promise<{ file: ExportFile; source: ExportSource<Row> }> {
  const statuses = APPLICATION_STATUS_LABELS[language];
  const matched = await withSearchMatch(db, filters);
  return {
    file: {
      format,
      baseName: 'applications',
      headers: APPLICATION_HEADERS[language],
      sheetName: SHEET_NAMES[language],
      rightToLeft: language === 'ar',
    },
    source: {
      action: 'export.applications',
      filters,
      count: async () =>
        (
          await filteredApplications(db, matched, language)
            .clearSelect()
            .select((eb) => eb.fn.countAll<number>().as('total'))
            .executeTakeFirstOrThrow()
        ).total,
      chunk: (after, limit) => rowsAfter(db, matched, language, after, limit),
      cells: (row) => [
        row.id,
        statuses[row.status],
        row.applicantFirstName,
        row.applicantLastName,
        row.applicantEmail,
        row.applicantPhone,
        row.scholarshipId,
        row.scholarshipTitle,
        row.scholarshipCountry,
        row.scholarshipUniversity,
        row.feedback,
        casablancaDateTime(row.createdAt),
        casablancaDateTime(row.updatedAt),
      ],
    },
  };
}
