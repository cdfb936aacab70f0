import { sql } from 'kysely';
import { countryName } from '@bourses/common/country-names';
import type { Language } from '@bourses/common/languages';
import type { ApplicationFilters, SqlFilters } from '../applications/application-queries.ts';
import { filteredApplications, withSearchMatch } from '../applications/application-queries.ts';
import type { Database } from '../db/database.ts';
import { casablancaDateTime } from './export-dates.ts';
import { moneyColumn, type ExportColumn } from './export-columns.ts';
import { APPLICATION_STATUS_LABELS } from './export-labels.ts';
import type { ExportCursor, ExportFile, ExportSource } from './stream-export.ts';
import type { ExportFormat } from './table-writer.ts';

type Filters = Omit<ApplicationFilters, 'page' | 'limit' | 'ids' | 'ownerId'>;

const SHEET_NAMES: Record<Language, string> = { fr: 'Candidatures', ar: 'الترشيحات', en: 'Applications' };

function rowsAfter(db: Database, filters: SqlFilters, language: Language, after: ExportCursor | undefined, limit: number) {
  let query = filteredApplications(db, filters, language)
    .select([
      'u.phoneNumber as applicantPhone',
      's.applicationFeeCentimes as scholarshipApplicationFeeCentimes',
      sql<string>`a.created_at::text`.as('cursorAt'),
    ])
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit);
  // Keyset paging on applications_created_at_idx: each chunk starts where the last one ended.
  if (after) query = query.where(sql<boolean>`(a.created_at, a.id) < (${after.cursorAt}::timestamptz, ${Number(after.id)})`);
  return query.execute();
}

type Row = Awaited<ReturnType<typeof rowsAfter>>[number];

const APPLICATION_COLUMNS: readonly ExportColumn<Row>[] = [
  { label: { fr: 'N°', ar: 'الرقم', en: 'No.' }, cell: (row) => row.id },
  { label: { fr: 'Statut', ar: 'الحالة', en: 'Status' }, cell: (row, language) => APPLICATION_STATUS_LABELS[language][row.status] },
  { label: { fr: 'Prénom', ar: 'الاسم الشخصي', en: 'First name' }, cell: (row) => row.applicantFirstName },
  { label: { fr: 'Nom', ar: 'الاسم العائلي', en: 'Last name' }, cell: (row) => row.applicantLastName },
  { label: { fr: 'E-mail', ar: 'البريد الإلكتروني', en: 'E-mail' }, cell: (row) => row.applicantEmail },
  { label: { fr: 'Téléphone', ar: 'الهاتف', en: 'Phone' }, cell: (row) => row.applicantPhone },
  { label: { fr: 'N° de bourse', ar: 'رقم المنحة', en: 'Scholarship no.' }, cell: (row) => row.scholarshipId },
  { label: { fr: 'Bourse', ar: 'المنحة', en: 'Scholarship' }, cell: (row) => row.scholarshipTitle },
  { label: { fr: 'Pays', ar: 'البلد', en: 'Country' }, cell: (row, language) => countryName(row.scholarshipCountry, language) },
  { label: { fr: 'Université', ar: 'الجامعة', en: 'University' }, cell: (row) => row.scholarshipUniversity },
  moneyColumn(
    { fr: 'Frais de candidature (MAD)', ar: 'رسوم الترشيح (MAD)', en: 'Application fee (MAD)' },
    (row) => row.scholarshipApplicationFeeCentimes,
  ),
  { label: { fr: 'Commentaire', ar: 'الملاحظة', en: 'Feedback' }, cell: (row) => row.feedback },
  { label: { fr: 'Déposée le', ar: 'تاريخ الإيداع', en: 'Submitted on' }, cell: (row) => casablancaDateTime(row.createdAt) },
  { label: { fr: 'Modifiée le', ar: 'تاريخ التعديل', en: 'Updated on' }, cell: (row) => casablancaDateTime(row.updatedAt) },
];

/** The staff applications list, as filtered on screen, for the export. */
export async function applicationsExport(
  db: Database,
  filters: Filters,
  language: Language,
  format: ExportFormat,
): Promise<{ file: ExportFile; source: ExportSource<Row> }> {
  const matched = await withSearchMatch(db, filters);
  return {
    file: { format, language, baseName: 'applications', sheetName: SHEET_NAMES[language] },
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
      columns: APPLICATION_COLUMNS,
    },
  };
}
