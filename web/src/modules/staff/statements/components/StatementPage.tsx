import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { StatementSummary } from '@/modules/staff/statements/components/StatementSummary';
import { useBankStatement } from '@/modules/staff/statements/hooks/useBankStatement';
import { Alert } from '@/modules/ui/components/Alert';
import { Spinner } from '@/modules/ui/components/Spinner';

const StyledPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  h1 {
    margin: 0;
  }
`;

/** /admin/payments/statements/:id: one imported statement's summary and lists. */
export function StatementPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { statement, loading, error } = useBankStatement(id);
  return (
    <StyledPage>
      <h1>
        <Trans>Bank statements</Trans>
      </h1>
      <Link to="/admin/payments/statements">
        <Trans>All bank statements</Trans>
      </Link>
      {loading ? <Spinner /> : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      {!loading && !error && !statement ? <Alert severity="error">{t`This statement does not exist.`}</Alert> : null}
      {statement ? <StatementSummary statement={statement} /> : null}
    </StyledPage>
  );
}
