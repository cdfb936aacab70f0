import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { StatementSummaryFieldsFragment } from '@/modules/staff/__generated__/graphql';
import { StyledTable, StyledTableScroll } from '@/modules/staff/shared/components/StaffTable.styles';
import { StatementLinesTable } from '@/modules/staff/statements/components/StatementLinesTable';

const StyledSummary = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  h2,
  h3 {
    margin: 0;
  }
`;

const StyledCounts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1.5)};
  margin: 0;
  div {
    display: grid;
    gap: ${({ theme }) => theme.spacing(0.5)};
    min-inline-size: ${({ theme }) => theme.sizes.selectMin};
    padding: ${({ theme }) => theme.spacing(1.5, 2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surface};
  }
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

export interface StatementSummaryProps {
  statement: StatementSummaryFieldsFragment;
}

/** What an import came to: its counts, then each list of lines, then the lines that could not be read. */
export function StatementSummary({ statement }: StatementSummaryProps) {
  const { t } = useLingui();
  const counts = [
    { label: t`Lines read`, value: statement.lineCount },
    { label: t`Matched (payment verified)`, value: statement.matchedCount },
    { label: t`Amount mismatches`, value: statement.mismatchCount },
    { label: t`Already verified`, value: statement.alreadyVerifiedCount },
    { label: t`Unmatched`, value: statement.unmatchedCount },
    { label: t`Already imported`, value: statement.alreadyImportedCount },
    { label: t`Unreadable lines`, value: statement.problems.length },
  ];
  const lists = [
    { key: 'matched', title: t`Matched: these payments are now verified`, lines: statement.matched },
    { key: 'mismatches', title: t`Amount mismatches: the reference names a payment of another amount`, lines: statement.mismatches },
    {
      key: 'alreadyVerified',
      title: t`Already verified: the student may have paid twice`,
      lines: statement.alreadyVerified,
    },
    { key: 'unmatched', title: t`Unmatched: no known payment reference`, lines: statement.unmatched },
  ];
  return (
    <StyledSummary aria-labelledby="statement-summary-title">
      <h2 id="statement-summary-title">
        <Trans>
          Statement no. {statement.id}: <bdi>{statement.bank}</bdi>, <bdi>{statement.fileName}</bdi>
        </Trans>
      </h2>
      <StyledCounts>
        {counts.map((count) => (
          <div key={count.label}>
            <dt>{count.label}</dt>
            <dd>{count.value}</dd>
          </div>
        ))}
      </StyledCounts>
      {statement.alreadyImportedCount > 0 && statement.lineCount === statement.alreadyImportedCount ? (
        <p>
          <Trans>Every line of this statement was imported before: nothing was applied twice.</Trans>
        </p>
      ) : null}
      {lists.map((list) =>
        list.lines.length > 0 ? <StatementLinesTable key={list.key} caption={list.title} lines={list.lines} /> : null,
      )}
      {statement.problems.length > 0 ? (
        <StyledTableScroll>
          <StyledTable>
            <caption>{t`Unreadable lines: correct them in the bank’s file if they matter`}</caption>
            <thead>
              <tr>
                <th scope="col">{t({ message: 'Line', comment: 'A bank statement’s line number, in the file' })}</th>
                <th scope="col">{t`Why`}</th>
                <th scope="col">{t`As written in the file`}</th>
              </tr>
            </thead>
            <tbody>
              {statement.problems.map((problem) => (
                <tr key={problem.line}>
                  <td>{problem.line}</td>
                  <td>{problem.message}</td>
                  <td dir="auto">{problem.value}</td>
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </StyledTableScroll>
      ) : null}
    </StyledSummary>
  );
}
