import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { formatDate } from '@/modules/i18n/utils/format-date';
import { getFragmentData, type FragmentType } from '@/modules/staff/__generated__';
import { StyledPaymentFacts } from '@/modules/staff/payments/components/PaymentFacts.styles';
import { PAYMENT_CARD_FIELDS } from '@/modules/staff/payments/graphql/PaymentCardFields';
import {
  CARD_ATTEMPT_STATUS_DISPLAY,
  CARD_PAYMENT_LABELS,
  PAYMENT_METHOD_LABELS,
} from '@/modules/staff/payments/utils/card-payment-labels';
import { StyledTable, StyledTableScroll } from '@/modules/staff/shared/components/StaffTable.styles';
import { StyledChip } from '@/modules/ui/components/Chip';
import { MoneyAmount } from '@/modules/ui/components/MoneyAmount';

const StyledCardDetails = styled.div`
  margin-block: ${({ theme }) => theme.spacing(2)};
  display: grid;
  gap: ${({ theme }) => theme.spacing(1.5)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
`;

export interface PaymentCardDetailsProps {
  payment: FragmentType<typeof PAYMENT_CARD_FIELDS>;
}

/**
 * How a payment was paid, CMI's transaction id when by card, and each "Pay by card" of it with what CMI
 * answered (docs/payments.md, "Card payment (CMI)"); a duplicate is an approved card payment to refund.
 */
export function PaymentCardDetails({ payment: fragment }: PaymentCardDetailsProps) {
  const { i18n } = useLingui();
  const payment = getFragmentData(PAYMENT_CARD_FIELDS, fragment);
  const attempts = payment.cardAttempts;
  if (!payment.method && attempts.length === 0) return null;
  const attemptsTitle = i18n._(CARD_PAYMENT_LABELS.attempts);
  return (
    <StyledCardDetails>
      {payment.method ? (
        <StyledPaymentFacts>
          <dt>{i18n._(CARD_PAYMENT_LABELS.method)}</dt>
          <dd>{i18n._(PAYMENT_METHOD_LABELS[payment.method])}</dd>
          {payment.cardTransactionId ? (
            <>
              <dt>{i18n._(CARD_PAYMENT_LABELS.transactionId)}</dt>
              <dd>
                <bdi dir="ltr">{payment.cardTransactionId}</bdi>
              </dd>
            </>
          ) : null}
        </StyledPaymentFacts>
      ) : null}
      {attempts.length > 0 ? (
        <>
          <h2>{attemptsTitle}</h2>
          <StyledTableScroll>
            <StyledTable aria-label={attemptsTitle}>
              <thead>
                <tr>
                  <th scope="col">{i18n._(CARD_PAYMENT_LABELS.orderId)}</th>
                  <th scope="col">{i18n._(CARD_PAYMENT_LABELS.status)}</th>
                  <th scope="col">{i18n._(CARD_PAYMENT_LABELS.amount)}</th>
                  <th scope="col">{i18n._(CARD_PAYMENT_LABELS.date)}</th>
                  <th scope="col">{i18n._(CARD_PAYMENT_LABELS.reason)}</th>
                  <th scope="col">{i18n._(CARD_PAYMENT_LABELS.transactionId)}</th>
                  <th scope="col">{i18n._(CARD_PAYMENT_LABELS.authCode)}</th>
                </tr>
              </thead>
              <tbody>
                {attempts.map((attempt) => {
                  const status = CARD_ATTEMPT_STATUS_DISPLAY[attempt.status];
                  return (
                    <tr key={attempt.orderId}>
                      <td>
                        <bdi dir="ltr">{attempt.orderId}</bdi>
                      </td>
                      <td>
                        <StyledChip $severity={status.severity}>{i18n._(status.label)}</StyledChip>
                      </td>
                      <td>
                        <MoneyAmount money={attempt.amount} />
                      </td>
                      <td>{formatDate(i18n, attempt.createdAt, 'short')}</td>
                      <td>{attempt.reason ? <span dir="auto">{attempt.reason}</span> : null}</td>
                      <td>{attempt.transactionId ? <bdi dir="ltr">{attempt.transactionId}</bdi> : null}</td>
                      <td>{attempt.authCode ? <bdi dir="ltr">{attempt.authCode}</bdi> : null}</td>
                    </tr>
                  );
                })}
              </tbody>
            </StyledTable>
          </StyledTableScroll>
        </>
      ) : null}
    </StyledCardDetails>
  );
}
