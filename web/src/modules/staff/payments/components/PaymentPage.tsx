import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { getFragmentData } from '@/modules/staff/__generated__';
import { LazyPaymentCardDetails } from '@/modules/staff/payments/components/LazyPaymentCardDetails';
import { PaymentPanel } from '@/modules/staff/payments/components/PaymentPanel';
import { PaymentReference } from '@/modules/staff/payments/components/PaymentReference';
import { PAYMENT_REVIEW_FIELDS } from '@/modules/staff/payments/graphql/PaymentReviewFields';
import { useStaffPayment } from '@/modules/staff/payments/hooks/useStaffPayment';
import { PAYMENT_KIND_LABELS, PAYMENT_LABELS } from '@/modules/staff/payments/utils/payment-labels';
import { formatDate } from '@/modules/i18n/utils/format-date';
import { DocumentPreview } from '@/modules/staff/shared/components/DocumentPreview';
import { StyledPageHeading } from '@/modules/staff/shared/components/StaffTable.styles';
import { StyledPaymentFacts } from '@/modules/staff/payments/components/PaymentFacts.styles';
import { StyledSurface } from '@/modules/ui/components/Surface';
import { Alert } from '@/modules/ui/components/Alert';
import { Spinner } from '@/modules/ui/components/Spinner';

const StyledPaymentSubject = styled(StyledSurface)`
  margin-block-start: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2.5)};
`;

/**
 * /admin/payments/:id: one payment to review, with its receipt, its duplicates, its student, what it pays
 * for and, paid by card or tried, how and its attempts at CMI.
 */
export function PaymentPage() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const { payment, loading, notFound, error } = useStaffPayment(id);

  if (loading) return <Spinner />;
  if (error) return <Alert severity="error">{error}</Alert>;
  if (notFound || !payment) {
    return (
      <Alert severity="warning">
        <Trans>This payment does not exist.</Trans> <Link to="/admin/payments">{t`Back to payments`}</Link>
      </Alert>
    );
  }
  const review = getFragmentData(PAYMENT_REVIEW_FIELDS, payment);
  const { student, application } = payment;
  return (
    <section aria-labelledby="staff-payment-title">
      <StyledPageHeading>
        <h1 id="staff-payment-title">
          <Trans>
            Payment <PaymentReference reference={review.reference} />
          </Trans>
        </h1>
      </StyledPageHeading>
      <StyledPaymentSubject>
        <StyledPaymentFacts>
          <dt>{i18n._(PAYMENT_LABELS.student)}</dt>
          <dd>
            {student ? (
              <>
                <Link to={`/admin/accounts/${student.id}`} dir="auto">
                  {student.fullName || student.email}
                </Link>{' '}
                <bdi dir="ltr">{student.email}</bdi>
              </>
            ) : (
              t`Deleted account`
            )}
          </dd>
          <dt>{i18n._(PAYMENT_LABELS.kind)}</dt>
          <dd>
            {application ? (
              <Trans>
                Application to{' '}
                <Link to={`/admin/applications/${application.id}`}>
                  <bdi>{application.scholarship.title}</bdi>
                </Link>
              </Trans>
            ) : (
              i18n._(PAYMENT_KIND_LABELS[review.kind])
            )}
          </dd>
          <dt>{i18n._(PAYMENT_LABELS.openedOn)}</dt>
          <dd>{formatDate(i18n, payment.createdAt, 'long')}</dd>
        </StyledPaymentFacts>
      </StyledPaymentSubject>
      <PaymentPanel
        payment={review}
        titleId="payment-review-title"
        receiptShownBelow
        receiptDocument={payment.receiptDocument}
      />
      <LazyPaymentCardDetails payment={payment} />
      {review.receiptUrl ? (
        <DocumentPreview
          url={review.receiptUrl}
          title={i18n._(PAYMENT_LABELS.receipt)}
          fileName={`receipt-${review.reference}`}
        />
      ) : null}
    </section>
  );
}
