import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type {
  BulkApplicationAction,
  BulkDecideApplicationsMutation,
} from '@/modules/staff/__generated__/graphql';
import { Alert } from '@/modules/ui/components/Alert';

const StyledOutcomes = styled.ul`
  margin: ${({ theme }) => theme.spacing(1, 0, 0)};
  padding-inline-start: ${({ theme }) => theme.spacing(2.5)};
  overflow-wrap: anywhere;
`;

/** A bulk action's answer, with the action it answers (a decision, or a message to the applicants): each row says what was done to it. */
export type BulkResult = BulkDecideApplicationsMutation['bulkDecideApplications'] & {
  action: BulkApplicationAction | 'MESSAGE';
};

export interface BulkOutcomeListProps {
  result: BulkResult;
}

/** What a bulk action did, row by row, each named after its student: the failed ones with the reason the server gave. */
export function BulkOutcomeList({ result }: BulkOutcomeListProps) {
  const { t } = useLingui();
  const { succeeded, failed } = result;
  const done = (link: ReactNode) => {
    if (result.action === 'APPROVE')
      return <Trans comment="One row of a bulk approval's outcome">{link}: approved</Trans>;
    if (result.action === 'REJECT')
      return <Trans comment="One row of a bulk rejection's outcome">{link}: rejected</Trans>;
    if (result.action === 'MESSAGE')
      return <Trans comment="One row of a bulk message's outcome">{link}: message sent</Trans>;
    return <Trans comment="One row of a bulk assignment's outcome">{link}: assigned</Trans>;
  };
  return (
    <Alert severity={failed === 0 ? 'success' : 'warning'}>
      <p>
        <Trans comment="How many applications a bulk action changed, and how many it could not">
          <Plural value={succeeded} _0="none done" one="# done" other="# done" />,{' '}
          <Plural value={failed} _0="none failed" one="# failed" other="# failed" />.
        </Trans>
      </p>
      <StyledOutcomes aria-label={t`Outcome of each application`}>
        {result.results.map((row) => {
          const name = row.applicantName ?? t`Application ${row.applicationId}`;
          const link = (
            <Link to={`/admin/applications/${row.applicationId}`}>
              <bdi>{name}</bdi>
            </Link>
          );
          const reason = row.message ?? '';
          return (
            <li key={row.applicationId}>
              {row.ok ? (
                done(link)
              ) : (
                <Trans comment="One row of a bulk action's outcome, not done, with the server's reason">
                  {link}: failed ({reason})
                </Trans>
              )}
            </li>
          );
        })}
      </StyledOutcomes>
    </Alert>
  );
}
