import { sql } from 'kysely';
import type { Language } from '@bourses/common/languages';
import type { Database } from '#api/db/database.ts';
import { casablancaDateTime } from '#api/exports/export-dates.ts';
import { moneyColumn, type ExportColumn } from '#api/exports/export-columns.ts';
import { PAYMENT_KIND_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, YES_NO } from '#api/exports/export-labels.ts';
import type { ExportCursor, ExportFile, ExportSource } from '#api/exports/stream-export.ts';
import type { ExportFormat } from '#api/exports/table-writer.ts';
import { titleIn } from '#api/saved-scholarships/scholarship-title.ts';
import { filteredPayments, type PaymentFilters } from '../payment-queries.ts';

/** The list's filters, without its paging nor the bff's batches. */
export type PaymentExportFilters = Pick<PaymentFilters, 'status' | 'kind' | 'scholarshipId' | 'flagged' | 'search' | 'from' | 'to'>;

const SHEET_NAMES: Record<Language, string> = { fr: 'Paiements', ar: 'الدفعات', en: 'Payments' };

function rowsAfter(db: Database, filters: PaymentExportFilters, language: Language, after: ExportCursor | undefined, limit: number) {
  let query = filteredPayments(db, filters)
    .leftJoin('users as u', 'u.id', 'p.userId')
    .select((eb) => [
      'u.firstName',
      'u.lastName',
      'u.email',
      eb
        .case()
        .when('p.scholarshipId', 'is', null)
        .then(null)
        .else(titleIn(eb.ref('p.scholarshipId'), eb.val(language)))
        .end()
        .as('scholarshipTitle'),
      sql<string>`p.created_at::text`.as('cursorAt'),
    ])
    .orderBy('p.createdAt', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit);
  // Keyset paging, newest first as the list shows them: each chunk starts where the last one ended.
  if (after) query = query.where(sql<boolean>`(p.created_at, p.id) < (${after.cursorAt}::timestamptz, ${Number(after.id)})`);
  return query.execute();
}

type Row = Awaited<ReturnType<typeof rowsAfter>>[number];

const studentName = (row: Row) => (row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim());

const PAYMENT_COLUMNS: readonly ExportColumn<Row>[] = [
  { label: { fr: 'Référence', ar: 'المرجع', en: 'Reference' }, cell: (row) => row.reference },
  { label: { fr: 'Type', ar: 'النوع', en: 'Kind' }, cell: (row, language) => PAYMENT_KIND_LABELS[language][row.kind] },
  { label: { fr: 'Étudiant', ar: 'الطالب', en: 'Student' }, cell: studentName },
  { label: { fr: 'E-mail', ar: 'البريد الإلكتروني', en: 'E-mail' }, cell: (row) => row.email },
  { label: { fr: 'Bourse', ar: 'المنحة', en: 'Scholarship' }, cell: (row) => row.scholarshipTitle },
  moneyColumn({ fr: 'Montant dû (MAD)', ar: 'المبلغ المستحق (MAD)', en: 'Amount due (MAD)' }, (row) => row.amountDueCentimes),
  moneyColumn(
    { fr: 'Montant reçu (MAD)', ar: 'المبلغ المتوصل به (MAD)', en: 'Amount received (MAD)' },
    (row) => row.amountReceivedCentimes,
  ),
  { label: { fr: 'Statut', ar: 'الحالة', en: 'Status' }, cell: (row, language) => PAYMENT_STATUS_LABELS[language][row.status] },
  {
    label: { fr: 'Signalé', ar: 'مُعلَّم', en: 'Flagged' },
    cell: (row, language) => (row.flagged ? YES_NO[language].yes : YES_NO[language].no),
  },
  { label: { fr: 'Payé le', ar: 'تاريخ الأداء', en: 'Paid on' }, cell: (row) => row.paidOn },
  {
    label: { fr: 'Moyen de paiement', ar: 'وسيلة الأداء', en: 'Method' },
    cell: (row, language) => (row.method === null ? null : PAYMENT_METHOD_LABELS[language][row.method]),
  },
  { label: { fr: 'Transaction CMI', ar: 'معاملة CMI', en: 'CMI transaction' }, cell: (row) => row.cardTransactionId },
  { label: { fr: 'Vérifié le', ar: 'تاريخ التحقق', en: 'Verified at' }, cell: (row) => casablancaDateTime(row.verifiedAt) },
  { label: { fr: 'Créé le', ar: 'تاريخ الإنشاء', en: 'Created on' }, cell: (row) => casablancaDateTime(row.createdAt) },
];

/** The staff payments list, as filtered on screen, for the export. */
export function paymentsExport(
  db: Database,
  filters: PaymentExportFilters,
  language: Language,
  format: ExportFormat,
): { file: ExportFile; source: ExportSource<Row> } {
  return {
    file: { format, language, baseName: 'payments', sheetName: SHEET_NAMES[language] },
    source: {
      action: 'export.payments',
      filters,
      count: async () =>
        Number(
          (
            await filteredPayments(db, filters)
              .clearSelect()
              .select((eb) => eb.fn.countAll<number>().as('total'))
              .executeTakeFirstOrThrow()
          ).total,
        ),
      chunk: (after, limit) => rowsAfter(db, filters, language, after, limit),
      columns: PAYMENT_COLUMNS,
    },
  };
}
