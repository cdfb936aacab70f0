import { sql } from 'kysely';
import type { Language } from '@bourses/common/languages';
import type { Database } from '../db/database.ts';
import { filteredUsers, type UserFilters } from '../iam/users/users-queries.ts';
import { casablancaDateTime } from './export-dates.ts';
import type { ExportColumn } from './export-columns.ts';
import { APPROVAL_LABELS, ROLE_LABELS, YES_NO } from './export-labels.ts';
import type { ExportCursor, ExportFile, ExportSource } from './stream-export.ts';
import type { ExportFormat } from './table-writer.ts';

type Filters = Omit<UserFilters, 'ids'>;

const SHEET_NAMES: Record<Language, string> = { fr: 'Comptes', ar: 'الحسابات', en: 'Accounts' };

function rowsAfter(db: Database, filters: Filters, after: ExportCursor | undefined, limit: number) {
  // Never the password hash: only the columns the file shows.
  let query = filteredUsers(db, filters)
    .select([
      'id',
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      'role',
      'isVerified',
      'approvalStatus',
      'approvalDate',
      'createdAt',
      sql<string>`created_at::text`.as('cursorAt'),
    ])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  // Keyset paging, newest first as the list shows them by default.
  if (after) query = query.where(sql<boolean>`(created_at, id) < (${after.cursorAt}::timestamptz, ${String(after.id)}::uuid)`);
  return query.execute();
}

type Row = Awaited<ReturnType<typeof rowsAfter>>[number];

const ACCOUNT_COLUMNS: readonly ExportColumn<Row>[] = [
  { label: { fr: 'Identifiant', ar: 'المعرف', en: 'Id' }, cell: (row) => row.id },
  { label: { fr: 'Prénom', ar: 'الاسم الشخصي', en: 'First name' }, cell: (row) => row.firstName },
  { label: { fr: 'Nom', ar: 'الاسم العائلي', en: 'Last name' }, cell: (row) => row.lastName },
  { label: { fr: 'E-mail', ar: 'البريد الإلكتروني', en: 'E-mail' }, cell: (row) => row.email },
  { label: { fr: 'Téléphone', ar: 'الهاتف', en: 'Phone' }, cell: (row) => row.phoneNumber },
  { label: { fr: 'Rôle', ar: 'الدور', en: 'Role' }, cell: (row, language) => ROLE_LABELS[language][row.role] },
  {
    label: { fr: 'E-mail vérifié', ar: 'البريد مؤكد', en: 'E-mail verified' },
    cell: (row, language) => (row.isVerified ? YES_NO[language].yes : YES_NO[language].no),
  },
  { label: { fr: 'Approbation', ar: 'الموافقة', en: 'Approval' }, cell: (row, language) => APPROVAL_LABELS[language][row.approvalStatus] },
  { label: { fr: 'Approuvé le', ar: 'تاريخ الموافقة', en: 'Approved on' }, cell: (row) => casablancaDateTime(row.approvalDate) },
  { label: { fr: 'Créé le', ar: 'تاريخ الإنشاء', en: 'Created on' }, cell: (row) => casablancaDateTime(row.createdAt) },
];

/** The staff accounts list, as filtered on screen, for the export. */
export function accountsExport(
  db: Database,
  filters: Filters,
  language: Language,
  format: ExportFormat,
): { file: ExportFile; source: ExportSource<Row> } {
  return {
    file: { format, language, baseName: 'accounts', sheetName: SHEET_NAMES[language] },
    source: {
      action: 'export.accounts',
      filters,
      count: async () =>
        (await filteredUsers(db, filters).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow())
          .total,
      chunk: (after, limit) => rowsAfter(db, filters, after, limit),
      columns: ACCOUNT_COLUMNS,
    },
  };
}
