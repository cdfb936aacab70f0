import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BulkDecideApplicationsMutation } from '@/modules/staff/__generated__/graphql';
import { Alert } from '@/modules/ui/components/Alert';

const StyledOutcomes = styled.ul`
  margin: ${({ theme }) => theme.spacing(1, 0, 0)};
  padding-inline-start: ${({ theme }) => theme.spacing(2.5)};
  overflow-wrap: anywhere;
`;

export interface BulkOutcomeListProps {
  result: BulkDecideApplicationsMutation['bulkDecideApplications'];
  /** The applicant's name of each application the page shows, to name the rows. */
  namesById: ReadonlyMap<string, string>;
}

/** What a bulk action did, row by row: the refused ones with the reason the server gave. */
export function BulkOutcomeList({ result, namesById }: BulkOutcomeListProps) {
  const { t } = useLingui();
  const { succeeded, failed } = result;
  return (
    <Alert severity={failed === 0 ? 'success' : 'warning'}>
      <p>
        <Trans>
          {succeeded} done, {failed} refused.
        </Trans>
      </p>
      <StyledOutcomes aria-label={t`Outcome of each application`}>
        {result.results.map((row) => {
          const name = namesById.get(row.applicationId) ?? t`Application ${row.applicationId}`;
          const link = (
            <Link to={`/admin/applications/${row.applicationId}`}>
              <bdi>{name}</bdi>
            </Link>
          );
          const reason = row.message ?? '';
          return (
            <li key={row.applicationId}>
              {row.ok ? (
                <Trans comment="One row of a bulk action's outcome">{link}: done</Trans>
              ) : (
                <Trans comment="One row of a bulk action's outcome, with the server's reason">
                  {link}: refused ({reason})
                </Trans>
              )}
            </li>
          );
        })}
      </StyledOutcomes>
    </Alert>
  );
}
