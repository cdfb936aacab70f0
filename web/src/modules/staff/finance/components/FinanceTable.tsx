import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FinanceRowFieldsFragment } from '@/modules/staff/__generated__/graphql';
import { ColumnHeaders } from '@/modules/staff/shared/components/ColumnHeaders';
import { StaffTable } from '@/modules/staff/shared/components/StaffListPage';
import { StyledNoWrapCell } from '@/modules/staff/shared/components/StaffTable.styles';
import { MoneyAmount } from '@/modules/ui/components/MoneyAmount';

export type FinanceRow = FinanceRowFieldsFragment;

export interface FinanceTableProps {
  caption: string;
  /** The first column's header: what each row is about (a scholarship, a month). */
  subject: string;
  rows: readonly { key: string; header: ReactNode; row: FinanceRow }[];
}

/** Money per group of payments: how many, what they owe, what was received and what is still owed. */
export function FinanceTable({ caption, subject, rows }: FinanceTableProps) {
  const { t } = useLingui();
  return (
    <StaffTable caption={caption}>
      <ColumnHeaders
        labels={[
          subject,
          t({ message: 'Payments', comment: 'Finance table header: how many payments a row counts' }),
          t({ message: 'Due', comment: 'Finance table header: the amount the payments owe' }),
          t({ message: 'Received', context: 'money', comment: 'Finance table header: the amount verified as received' }),
          t({ message: 'Outstanding', comment: 'Finance table header: the amount still owed' }),
        ]}
      />
      <tbody>
        {rows.map(({ key, header, row }) => (
          <tr key={key}>
            <th scope="row">{header}</th>
            <td>{row.payments}</td>
            <StyledNoWrapCell>
              <MoneyAmount money={row.due} />
            </StyledNoWrapCell>
            <StyledNoWrapCell>
              <MoneyAmount money={row.received} />
            </StyledNoWrapCell>
            <StyledNoWrapCell>
              <MoneyAmount money={row.outstanding} />
            </StyledNoWrapCell>
          </tr>
        ))}
      </tbody>
    </StaffTable>
  );
}
