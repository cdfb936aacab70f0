import { ExportButtons } from '@/modules/staff/shared/components/StaffListPage';
import { useListExport } from '@/modules/staff/shared/hooks/useListExport';
import { toPaymentExportFilters } from '@/modules/staff/finance/utils/payment-export-filters';
import type { PaymentListQuery } from '@/modules/staff/payments/utils/payment-list-query';

export interface PaymentsExportButtonsProps {
  /** The payments list's filters; none exports every payment. */
  query?: PaymentListQuery;
}

/**
 * "Export CSV" and "Export Excel" of the payments list, with its filters: every matching payment,
 * written by the server in the reader's language (for the list's heading and the finance page).
 */
export function PaymentsExportButtons({ query }: PaymentsExportButtonsProps) {
  const { exportAs, exporting, error } = useListExport('payments', query ? toPaymentExportFilters(query) : {});
  return <ExportButtons exporting={exporting} error={error} onExport={exportAs} />;
}
