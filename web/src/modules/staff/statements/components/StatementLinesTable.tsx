import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { getFragmentData, type FragmentType } from '@/modules/staff/__generated__';
import { formatDate } from '@/modules/i18n/utils/format-date';
import { STATEMENT_LINE_FIELDS } from '@/modules/staff/statements/graphql/StatementLineFields';
import { StyledNoWrapCell, StyledTable, StyledTableScroll } from '@/modules/staff/shared/components/StaffTable.styles';
import { MoneyAmount } from '@/modules/ui/components/MoneyAmount';

export interface StatementLinesTableProps {
  caption: string;
  lines: readonly FragmentType<typeof STATEMENT_LINE_FIELDS>[];
}

/** One list of a statement's credits: where each is in the file, what the bank wrote, and the payment it named. */
export function StatementLinesTable({ caption, lines }: StatementLinesTableProps) {
  const { t, i18n } = useLingui();
  const rows = getFragmentData(STATEMENT_LINE_FIELDS, lines);
  return (
    <StyledTableScroll>
      <StyledTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t({ message: 'Line', comment: 'A bank statement’s line number, in the file' })}</th>
            <th scope="col">{t`Date`}</th>
            <th scope="col">{t({ message: 'Label', comment: 'A bank statement’s label (libellé): what the bank wrote for the operation' })}</th>
            <th scope="col">{t`Amount`}</th>
            <th scope="col">{t`References found`}</th>
            <th scope="col">{t`Payment`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line}>
              <td>{row.line}</td>
              <StyledNoWrapCell>{formatDate(i18n, row.date, 'short')}</StyledNoWrapCell>
              <td dir="auto">{row.label}</td>
              <StyledNoWrapCell>
                <MoneyAmount money={row.amount} />
              </StyledNoWrapCell>
              <td dir="ltr">{row.references.join(', ')}</td>
              <td>
                {row.payment ? (
                  <Link to={`/admin/payments/${row.payment.id}`} dir="ltr">
                    {row.payment.reference}
                  </Link>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledTableScroll>
  );
}
