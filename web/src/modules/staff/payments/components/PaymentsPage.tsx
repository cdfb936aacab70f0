import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { PaymentsExportButtons } from '@/modules/staff/finance/components/PaymentsExportButtons';
import { PaymentFilters } from '@/modules/staff/payments/components/PaymentFilters';
import { PaymentsTable } from '@/modules/staff/payments/components/PaymentsTable';
import { useStaffPayments } from '@/modules/staff/payments/hooks/useStaffPayments';
import {
  readPaymentListQuery,
  writePaymentListQuery,
  type PaymentListQuery,
} from '@/modules/staff/payments/utils/payment-list-query';
import { StaffListPage } from '@/modules/staff/shared/components/StaffListPage';

/**
 * /admin/payments: every payment, newest first, filtered through the address; with `flagged=true`
 * the flagged queue, the payments whose receipt another payment also sent (docs/payments.md).
 */
export function PaymentsPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const query = readPaymentListQuery(params);
  const { payments, pagination, loading, error } = useStaffPayments(query);
  const change = (next: PaymentListQuery) => setParams(writePaymentListQuery(next));
  const title = query.flaggedOnly ? t`Flagged payments` : t`Payments`;
  return (
    <StaffListPage
      titleId="staff-payments-title"
      title={title}
      actions={<PaymentsExportButtons query={query} />}
      filters={<PaymentFilters query={query} onChange={change} />}
      toolbar={
        query.flaggedOnly ? (
          <p>
            <Trans>
              The receipt of each of these payments was also sent for another payment, as the same file or a photo of it.
              Compare them on the payment’s page, then verify or refuse.
            </Trans>
          </p>
        ) : null
      }
      loading={loading}
      error={error}
      rowCount={payments.length}
      emptyText={query.flaggedOnly ? <Trans>No flagged payment matches these filters.</Trans> : <Trans>No payment matches these filters.</Trans>}
      pagination={pagination}
      onPageChange={(page) => change({ ...query, page })}
    >
      <PaymentsTable payments={payments} caption={title} />
    </StaffListPage>
  );
}
