import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDate } from '@/modules/i18n/utils/format-date';
import type { FragmentType } from '@/modules/staff/__generated__';
import type { PaymentReviewFieldsFragment } from '@/modules/staff/__generated__/graphql';
import { LazyStaffDocumentList } from '@/modules/staff/documents/components/LazyStaffDocumentList';
import type { STAFF_DOCUMENT_FIELDS } from '@/modules/staff/documents/graphql/StaffDocumentFields';
import { StyledPaymentFacts } from '@/modules/staff/payments/components/PaymentFacts.styles';
import { PaymentDuplicates } from '@/modules/staff/payments/components/PaymentDuplicates';
import { PaymentReference } from '@/modules/staff/payments/components/PaymentReference';
import { PaymentStatusChip } from '@/modules/staff/payments/components/PaymentStatusChip';
import { RefusePaymentDialog } from '@/modules/staff/payments/components/RefusePaymentDialog';
import { VerifyPaymentDialog } from '@/modules/staff/payments/components/VerifyPaymentDialog';
import { PAYMENT_LABELS } from '@/modules/staff/payments/utils/payment-labels';
import { StyledButton } from '@/modules/ui/components/Button';
import { MoneyAmount } from '@/modules/ui/components/MoneyAmount';
import { StyledSurface } from '@/modules/ui/components/Surface';
import { StyledToolbar } from '@/modules/ui/components/Toolbar';

const StyledPanel = styled(StyledSurface).attrs({ as: 'section' })`
  padding: ${({ theme }) => theme.spacing(2.5)};
  margin-block: ${({ theme }) => theme.spacing(2)};
  a {
    color: var(--accent);
  }
`;

const StyledHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1, 2)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
`;

export interface PaymentPanelProps {
  payment: PaymentReviewFieldsFragment;
  /** The heading's id: the panel is named after it. */
  titleId: string;
  /** A link to the payment's own page (on the application's and the account's pages). */
  linkToPage?: boolean;
  /** Where the receipt is shown, when the page shows it outside the panel. */
  receiptShownBelow?: boolean;
  /**
   * The official receipt, once issued: asked for by the pages that show it (the payment's, the
   * application's), not in the fragment, which every payment mutation and the console's bundle carry.
   */
  receiptDocument?: FragmentType<typeof STAFF_DOCUMENT_FIELDS> | null;
}

/**
 * A payment as staff review it: what is due and under which reference, the receipt and the other
 * payments that sent it too, what was received once verified or why it was refused, the official
 * receipt once issued; and the decisions, until it is verified (docs/payments.md, Review).
 */
export function PaymentPanel({
  payment,
  titleId,
  linkToPage = false,
  receiptShownBelow = false,
  receiptDocument = null,
}: PaymentPanelProps) {
  const { t, i18n } = useLingui();
  const [dialog, setDialog] = useState<'verify' | 'refuse' | null>(null);
  const reviewer = payment.reviewedBy?.fullName;
  return (
    <StyledPanel aria-labelledby={titleId}>
      <StyledHeading>
        <h2 id={titleId}>{i18n._(PAYMENT_LABELS.payment)}</h2>
        <PaymentStatusChip status={payment.status} />
        {linkToPage ? <Link to={`/admin/payments/${payment.id}`}>{t`Open the payment’s page`}</Link> : null}
      </StyledHeading>
      <StyledPaymentFacts>
        <dt>{i18n._(PAYMENT_LABELS.reference)}</dt>
        <dd>
          <PaymentReference reference={payment.reference} />
        </dd>
        <dt>{i18n._(PAYMENT_LABELS.amountDue)}</dt>
        <dd>
          <MoneyAmount money={payment.amountDue} />
        </dd>
        <dt>{i18n._(PAYMENT_LABELS.receipt)}</dt>
        <dd>
          {payment.receiptUrl
            ? receiptShownBelow
              ? t`Sent: shown below.`
              : t`Sent.`
            : t`No receipt yet.`}
        </dd>
        {payment.amountReceived ? (
          <>
            <dt>{i18n._(PAYMENT_LABELS.amountReceived)}</dt>
            <dd>
              <MoneyAmount money={payment.amountReceived} />
            </dd>
          </>
        ) : null}
        {payment.paidOn ? (
          <>
            <dt>{i18n._(PAYMENT_LABELS.paidOn)}</dt>
            <dd>{formatDate(i18n, payment.paidOn, 'long')}</dd>
          </>
        ) : null}
        {payment.bankTransactionReference ? (
          <>
            <dt>{i18n._(PAYMENT_LABELS.bankTransactionReference)}</dt>
            <dd>
              <bdi dir="ltr">{payment.bankTransactionReference}</bdi>
            </dd>
          </>
        ) : null}
        {payment.verifiedFrom ? (
          <>
            <dt>{i18n._(PAYMENT_LABELS.verifiedFrom)}</dt>
            <dd>
              <bdi>{payment.verifiedFrom}</bdi>
            </dd>
          </>
        ) : null}
        {payment.status === 'VERIFIED' ? (
          <>
            <dt>{i18n._(PAYMENT_LABELS.verifiedBy)}</dt>
            <dd>
              {reviewer ? (
                <Trans comment="Who verified a payment, and on which day">
                  <bdi>{reviewer}</bdi>, on {formatDate(i18n, payment.verifiedAt, 'short')}
                </Trans>
              ) : (
                formatDate(i18n, payment.verifiedAt, 'short')
              )}
            </dd>
          </>
        ) : null}
        {payment.status === 'REFUSED' ? (
          <>
            <dt>{i18n._(PAYMENT_LABELS.refusalReason)}</dt>
            <dd>
              <span dir="auto">{payment.refusalReason}</span>
            </dd>
            {reviewer ? (
              <>
                <dt>{i18n._(PAYMENT_LABELS.refusedBy)}</dt>
                <dd>
                  <bdi>{reviewer}</bdi>
                </dd>
              </>
            ) : null}
          </>
        ) : null}
      </StyledPaymentFacts>
      {receiptDocument ? (
        <LazyStaffDocumentList documents={[receiptDocument]} label={t`Official receipt`} />
      ) : null}
      <PaymentDuplicates duplicates={payment.duplicates} />
      {payment.status === 'VERIFIED' ? null : (
        <StyledToolbar>
          <StyledButton type="button" onClick={() => setDialog('verify')}>
            <Trans>Verify</Trans>
          </StyledButton>
          {payment.status === 'RECEIPT_SUBMITTED' ? (
            <StyledButton type="button" $variant="secondary" onClick={() => setDialog('refuse')}>
              <Trans>Refuse the receipt</Trans>
            </StyledButton>
          ) : null}
        </StyledToolbar>
      )}
      {dialog === 'verify' ? <VerifyPaymentDialog payment={payment} onClose={() => setDialog(null)} /> : null}
      {dialog === 'refuse' ? <RefusePaymentDialog payment={payment} onClose={() => setDialog(null)} /> : null}
    </StyledPanel>
  );
}
