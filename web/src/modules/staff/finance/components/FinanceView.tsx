import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { FinanceTable, type FinanceRow } from '@/modules/staff/finance/components/FinanceTable';
import { FinanceTotals } from '@/modules/staff/finance/components/FinanceTotals';
import { financeMonth } from '@/modules/staff/finance/utils/finance-month';
import { paymentsOfScholarshipPath } from '@/modules/staff/finance/utils/payment-export-filters';

const StyledSections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-block-start: ${({ theme }) => theme.spacing(2)};
`;

export interface FinanceViewProps {
  finance: {
    total: FinanceRow;
    registration: FinanceRow;
    perScholarship: readonly FinanceRow[];
    perMonth: readonly FinanceRow[];
  };
}

/** The totals, then a table per scholarship (registration's fees first) and a table per month. */
export function FinanceView({ finance }: FinanceViewProps) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const scholarshipRows = finance.perScholarship.flatMap((row) =>
    row.scholarship
      ? [
          {
            key: row.scholarship.id,
            // The list of this scholarship's payments.
            header: (
              <Link to={paymentsOfScholarshipPath(row.scholarship.id)}>
                <bdi>{row.scholarship.title}</bdi>
              </Link>
            ),
            row,
          },
        ]
      : [],
  );
  return (
    <StyledSections>
      <FinanceTotals total={finance.total} />
      <FinanceTable
        caption={t`Per scholarship`}
        subject={t(SHARED_MESSAGES.scholarship)}
        rows={[
          {
            key: 'registration',
            header: <Trans comment="Finance table: the row of the registration fees">Registration fees</Trans>,
            row: finance.registration,
          },
          ...scholarshipRows,
        ]}
      />
      <FinanceTable
        caption={t`Per month the payments were opened, latest first`}
        subject={t({ message: 'Month', comment: 'Finance table header' })}
        rows={finance.perMonth.map((row) => ({
          key: row.month ?? '',
          header: row.month ? financeMonth(language, row.month) : '',
          row,
        }))}
      />
    </StyledSections>
  );
}
