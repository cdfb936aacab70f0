import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '@/modules/i18n/utils/format-date';
import { StaffPager } from '@/modules/staff/shared/components/StaffPager';
import { StyledNoWrapCell, StyledTable, StyledTableScroll } from '@/modules/staff/shared/components/StaffTable.styles';
import { useBankStatements } from '@/modules/staff/statements/hooks/useBankStatements';
import { Alert } from '@/modules/ui/components/Alert';
import { Spinner } from '@/modules/ui/components/Spinner';

/** The statements imported before, latest first, each opening its summary. */
export function PastStatements() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const { statements, pagination, loading, error } = useBankStatements(page);
  if (loading) return <Spinner />;
  if (error) return <Alert severity="error">{error}</Alert>;
  if (statements.length === 0) return <p>{t`No statement imported yet.`}</p>;
  return (
    <>
      <StyledTableScroll>
        <StyledTable>
          <caption>{t`Imported statements`}</caption>
          <thead>
            <tr>
              <th scope="col">{t({ message: 'No.', comment: 'A bank statement’s number (relevé n°)' })}</th>
              <th scope="col">{t`Imported on`}</th>
              <th scope="col">{t({ message: 'Bank', context: 'bank statement' })}</th>
              <th scope="col" data-priority="low">{t`File`}</th>
              <th scope="col" data-priority="low">{t`By`}</th>
              <th scope="col">{t`Lines read`}</th>
              <th scope="col">{t`Matched`}</th>
              <th scope="col">{t`Mismatches`}</th>
              <th scope="col">{t`Already verified`}</th>
              <th scope="col">{t`Unmatched`}</th>
              <th scope="col">{t`Already imported`}</th>
            </tr>
          </thead>
          <tbody>
            {statements.map((statement) => (
              <tr key={statement.id}>
                <th scope="row">
                  <Link to={`/admin/payments/statements/${statement.id}`}>
                    {t({ message: `Statement no. ${statement.id}`, comment: 'Link to an imported bank statement (relevé n° 3)' })}
                  </Link>
                </th>
                <StyledNoWrapCell>{formatDate(i18n, statement.importedAt, 'short')}</StyledNoWrapCell>
                <td dir="auto">{statement.bank}</td>
                <td dir="auto" data-priority="low">
                  {statement.fileName}
                </td>
                <td data-priority="low">{statement.importedBy?.fullName ?? '—'}</td>
                <td>{statement.lineCount}</td>
                <td>{statement.matchedCount}</td>
                <td>{statement.mismatchCount}</td>
                <td>{statement.alreadyVerifiedCount}</td>
                <td>{statement.unmatchedCount}</td>
                <td>{statement.alreadyImportedCount}</td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </StyledTableScroll>
      {pagination ? (
        <StaffPager page={page} pages={pagination.pages} total={pagination.total} capped={pagination.capped} onPageChange={setPage} />
      ) : null}
    </>
  );
}
