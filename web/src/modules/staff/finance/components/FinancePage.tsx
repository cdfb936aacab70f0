import { Trans } from '@lingui/react/macro';
import { FinanceView } from '@/modules/staff/finance/components/FinanceView';
import { PaymentsExportButtons } from '@/modules/staff/finance/components/PaymentsExportButtons';
import { useFinance } from '@/modules/staff/finance/hooks/useFinance';
import { StyledPageHeading } from '@/modules/staff/shared/components/StaffTable.styles';
import { Alert } from '@/modules/ui/components/Alert';
import { Spinner } from '@/modules/ui/components/Spinner';
import { StyledToolbar } from '@/modules/ui/components/Toolbar';

/**
 * /admin/payments/finance (staff): what the season's payments owe, what was received and what is
 * still owed, in all, per scholarship and per month (docs/payments.md, "Finance view"), and the
 * payments list as CSV or Excel.
 */
export function FinancePage() {
  const { finance, loading, error } = useFinance();
  return (
    <section aria-labelledby="staff-finance-title">
      <StyledPageHeading>
        <h1 id="staff-finance-title">
          <Trans comment="Staff console page title: the money of the season">Finance</Trans>
        </h1>
        <StyledToolbar>
          <PaymentsExportButtons />
        </StyledToolbar>
      </StyledPageHeading>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {loading ? <Spinner /> : null}
      {finance ? <FinanceView finance={finance} /> : null}
    </section>
  );
}
