import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import type { FinanceRow } from '@/modules/staff/finance/components/FinanceTable';
import { MoneyAmount } from '@/modules/ui/components/MoneyAmount';
import { StyledSurface } from '@/modules/ui/components/Surface';

const StyledTotals = styled(StyledSurface).attrs({ as: 'dl' })`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: ${({ theme }) => theme.spacing(2)};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.large};
    font-weight: 700;
  }
`;

/** The season in three figures: what every payment owes, what was received, what is still owed. */
export function FinanceTotals({ total }: { total: FinanceRow }) {
  return (
    <StyledTotals>
      <div>
        <dt>
          <Trans comment="Finance view: the sum every payment owes">Total due</Trans>
        </dt>
        <dd>
          <MoneyAmount money={total.due} />
        </dd>
      </div>
      <div>
        <dt>
          <Trans comment="Finance view: the sum verified as received">Total received</Trans>
        </dt>
        <dd>
          <MoneyAmount money={total.received} />
        </dd>
      </div>
      <div>
        <dt>
          <Trans comment="Finance view: the sum still owed (refused receipts included)">Total outstanding</Trans>
        </dt>
        <dd>
          <MoneyAmount money={total.outstanding} />
        </dd>
      </div>
      <div>
        <dt>
          <Trans comment="Finance view: how many payments were opened">Payments</Trans>
        </dt>
        <dd>{total.payments}</dd>
      </div>
    </StyledTotals>
  );
}
