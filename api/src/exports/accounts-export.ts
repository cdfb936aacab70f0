import { sql } from 'kysely';
import type { Language } from '@bourses/common/languages';
import type { Database } from '../db/database.ts';
import { filteredUsers, type UserFilters } from '../iam/users/users-queries.ts';
import { casablancaDateTime } from './export-dates.ts';
import { ACCOUNT_HEADERS, APPROVAL_LABELS, ROLE_LABELS, YES_NO } from './export-labels.ts';
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

/** The staff accounts list, as filtered on screen, for the export. */
export function accountsExport(
  db: Database,
  filters: Filters,
  language: Language,
  format: ExportFormat,
): { file: ExportFile; source: ExportSource<Row> } {
  const [roles, approvals, yesNo] = [ROLE_LABELS[language], APPROVAL_LABELS[language], YES_NO[language]];
  return {
    file: {
      format,
      baseName: 'accounts',
      headers: ACCOUNT_HEADERS[language],
      sheetName: SHEET_NAMES[language],
      rightToLeft: language === 'ar',
    },
    source: {
      action: 'export.accounts',
      filters,
      count: async () =>
        (await filteredUsers(db, filters).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow())
          .total,
      chunk: (after, limit) => rowsAfter(db, filters, after, limit),
      cells: (row) => [
        row.id,
        row.firstName,
        row.lastName,
        row.email,
        row.phoneNumber,
        roles[row.role],
        row.isVerified ? yesNo.yes : yesNo.no,
        approvals[row.approvalStatus],
        casablancaDateTime(row.approvalDate),
        casablancaDateTime(row.createdAt),
      ],
    },
  };
}
