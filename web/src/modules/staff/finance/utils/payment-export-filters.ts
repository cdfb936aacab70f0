import { writePaymentListQuery, type PaymentListQuery } from '@/modules/staff/payments/utils/payment-list-query';

/**
 * The payments list's filters as the export reads them (GET /files/exports/payments): the api's
 * names and spellings (its kinds are lower case, GraphQL's upper case).
 */
export function toPaymentExportFilters(query: PaymentListQuery): Record<string, string | undefined> {
  return {
    status: query.status ?? undefined,
    kind: query.kind?.toLowerCase(),
    scholarshipId: query.scholarshipId || undefined,
    flagged: query.flaggedOnly ? 'true' : undefined,
    search: query.search.trim() || undefined,
  };
}

/** The payments list's address with one scholarship's payments. */
export function paymentsOfScholarshipPath(scholarshipId: string): string {
  const query = { status: null, kind: null, scholarshipId, flaggedOnly: false, search: '', page: 1 };
  return `/admin/payments?${writePaymentListQuery(query).toString()}`;
}
