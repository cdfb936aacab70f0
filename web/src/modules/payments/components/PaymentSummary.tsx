import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId } from 'react';
import styled from 'styled-components';
import { getFragmentData, type FragmentType } from '@/__generated__';
import { formatDate } from '@/modules/i18n/utils/format-date';
import { HowToPay, type HowToPayProps } from '@/modules/payments/components/HowToPay';
import { PaymentReference } from '@/modules/payments/components/PaymentReference';
import { PaymentStatusChip } from '@/modules/payments/components/PaymentStatusChip';
import { PAYMENT_SUMMARY_FIELDS } from '@/modules/payments/graphql/PaymentSummaryFields';
import { useHowToPay } from '@/modules/payments/hooks/useHowToPay';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledFacts } from '@/modules/ui/components/Facts';
import { MoneyAmount } from '@/modules/ui/components/MoneyAmount';

// A verified payment's official receipt, with its messages (the documents module's catalogue).
const ReceiptDownloadButton = lazy(async () => ({
  default: (await import('@/modules/documents')).ReceiptDownloadButton,
}));
// "Pay by card" at CMI, with its messages (the card payment module's catalogue).
const PayByCardButton = lazy(async () => ({ default: (await import('@/modules/card-payment')).PayByCardButton }));

export interface PaymentSummaryProps {
  payment: FragmentType<typeof PAYMENT_SUMMARY_FIELDS>;
  /** Inside a dialog, whose title is the page's second level. */
  headingLevel?: 2 | 3;
  /**
   * How to pay, while the money is still to be paid (awaiting a receipt, or refused); off where the
   * page shows it already (the registration documents' form).
   */
  howToPay?: boolean;
}

const StyledSummary = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-block: ${({ theme }) => theme.spacing(2)};
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
`;

const StyledTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1, 2)};
`;

/**
 * A fee the student owes (registration's or an application's): the amount, the reference to write on
 * the transfer with a button that copies it, where the payment stands and, refused, why; while it is
 * still to be paid, how to pay it (docs/payments.md); once verified, its official receipt to download
 * (docs/documents.md). A fee of zero owes nothing and shows nothing.
 */
export function PaymentSummary({ payment: fragment, headingLevel = 2, howToPay = true }: PaymentSummaryProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const payment = getFragmentData(PAYMENT_SUMMARY_FIELDS, fragment);
  if (payment.amountDue.amount === 0) return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const toPay = payment.status === 'AWAITING_RECEIPT' || payment.status === 'REFUSED';
  const verified = payment.status === 'VERIFIED';
  const paidOn = payment.paidOn ?? payment.verifiedAt;

  return (
    <StyledSummary aria-labelledby={titleId} data-testid="payment-summary">
      <StyledTitleRow>
        <Heading id={titleId}>
          {payment.kind === 'REGISTRATION' ? <Trans>Registration fee</Trans> : <Trans>Application fee</Trans>}
        </Heading>
        <PaymentStatusChip status={payment.status} />
      </StyledTitleRow>
      {payment.status === 'REFUSED' ? (
        <Alert severity="error">
          <p>
            <Trans>Your payment receipt was refused.</Trans>
          </p>
          {payment.refusalReason ? (
            <p>
              <Trans>Reason:</Trans> <span dir="auto">{payment.refusalReason}</span>
            </p>
          ) : null}
        </Alert>
      ) : null}
      <StyledFacts>
        <dt>
          <Trans context="a student's payment">Amount due</Trans>
        </dt>
        <dd>
          <MoneyAmount money={payment.amountDue} />
        </dd>
        <dt>
          <Trans context="a student's payment">Reference</Trans>
        </dt>
        <dd>
          <PaymentReference reference={payment.reference} />
        </dd>
        {verified && payment.amountReceived ? (
          <>
            <dt>
              <Trans context="a student's payment">Amount received</Trans>
            </dt>
            <dd>
              <MoneyAmount money={payment.amountReceived} />
            </dd>
          </>
        ) : null}
        {verified && paidOn ? (
          <>
            <dt>
              <Trans context="a student's payment">Paid on</Trans>
            </dt>
            <dd>{formatDate(i18n, paidOn, 'long')}</dd>
          </>
        ) : null}
      </StyledFacts>
      {verified && payment.receiptDocument ? (
        <Suspense fallback={null}>
          <ReceiptDownloadButton url={payment.receiptDocument.url} />
        </Suspense>
      ) : null}
      {payment.cardPayable ? (
        <Suspense fallback={null}>
          <PayByCardButton paymentId={payment.id} />
        </Suspense>
      ) : null}
      {toPay && howToPay ? <PaymentInstructions amount={payment.amountDue} /> : null}
    </StyledSummary>
  );
}

/** How to pay this fee, as the ADMIN set it (its reference is above): asked for only where a fee is still to be paid. */
function PaymentInstructions({ amount }: Pick<HowToPayProps, 'amount'>) {
  const settings = useHowToPay();
  return settings ? <HowToPay settings={settings} amount={amount} /> : null;
}
