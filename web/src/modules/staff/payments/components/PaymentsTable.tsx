import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { formatDate } from '@/modules/i18n/utils/format-date';
import type { PaymentRowFieldsFragment } from '@/modules/staff/__generated__/graphql';
import { PaymentReference } from '@/modules/staff/payments/components/PaymentReference';
import { PaymentStatusChip } from '@/modules/staff/payments/components/PaymentStatusChip';
import { PAYMENT_KIND_LABELS, PAYMENT_LABELS } from '@/modules/staff/payments/utils/payment-labels';
import { ColumnHeaders } from '@/modules/staff/shared/components/ColumnHeaders';
import { StaffTable } from '@/modules/staff/shared/components/StaffListPage';
import { StyledMuted, StyledNoWrapCell } from '@/modules/staff/shared/components/StaffTable.styles';
import { StyledChip } from '@/modules/ui/components/Chip';
import { MoneyAmount } from '@/modules/ui/components/MoneyAmount';

// An e-mail breaks anywhere rather than widen the table past the screen.
const StyledEmail = styled(StyledMuted)`
  overflow-wrap: anywhere;
`;

export interface PaymentsTableProps {
  payments: readonly PaymentRowFieldsFragment[];
  caption: string;
}

/** Payments as staff list them: reference, student, what it pays for, amount, status, flag and day opened. */
export function PaymentsTable({ payments, caption }: PaymentsTableProps) {
  const { t, i18n } = useLingui();
  return (
    <StaffTable caption={caption}>
      <ColumnHeaders
        labels={[
          i18n._(PAYMENT_LABELS.reference),
          i18n._(PAYMENT_LABELS.student),
          i18n._(PAYMENT_LABELS.kind),
          i18n._(PAYMENT_LABELS.amountDue),
          t(SHARED_MESSAGES.status),
          t({ message: 'Duplicate receipt', comment: 'Column of the payments table: whether the payment is flagged' }),
          i18n._(PAYMENT_LABELS.openedOn),
        ]}
      />
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.id}>
            <th scope="row">
              <Link to={`/admin/payments/${payment.id}`}>
                <PaymentReference reference={payment.reference} />
              </Link>
            </th>
            <td>
              {payment.student ? (
                <>
                  <Link to={`/admin/accounts/${payment.student.id}`} dir="auto">
                    {payment.student.fullName || payment.student.email}
                  </Link>
                  <br />
                  <StyledEmail dir="ltr">{payment.student.email}</StyledEmail>
                </>
              ) : (
                <StyledMuted>{t`Deleted account`}</StyledMuted>
              )}
            </td>
            <td>
              {payment.application ? (
                <Link to={`/admin/applications/${payment.application.id}`} dir="auto">
                  {payment.application.scholarship.title}
                </Link>
              ) : (
                i18n._(PAYMENT_KIND_LABELS[payment.kind])
              )}
            </td>
            <StyledNoWrapCell>
              <MoneyAmount money={payment.amountDue} />
            </StyledNoWrapCell>
            <td>
              <PaymentStatusChip status={payment.status} />
            </td>
            <td>{payment.flagged ? <StyledChip $severity="warning">{i18n._(PAYMENT_LABELS.flagged)}</StyledChip> : null}</td>
            <StyledNoWrapCell>{formatDate(i18n, payment.createdAt, 'short')}</StyledNoWrapCell>
          </tr>
        ))}
      </tbody>
    </StaffTable>
  );
}
