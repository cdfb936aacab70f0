import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { getFragmentData } from '@/__generated__';
import { ApplicationHistory } from '@/modules/applications/components/ApplicationHistory';
import { ApplicationNextStep } from '@/modules/applications/components/ApplicationNextStep';
import { ApplicationStatusChip } from '@/modules/applications/components/ApplicationStatusChip';
import { WithdrawDialog } from '@/modules/applications/components/WithdrawDialog';
import { APPLICATION_DETAIL } from '@/modules/applications/graphql/ApplicationDetail';
import { APPLICATION_SUMMARY_FIELDS } from '@/modules/applications/graphql/ApplicationSummaryFields';
import { useApplicationDetail } from '@/modules/applications/hooks/useApplicationDetail';
import { withoutRepeatedReason } from '@/modules/applications/utils/history-shown';
import { PaymentSummary } from '@/modules/payments/components/PaymentSummary';
import { useProtectedDownload } from '@/modules/uploads/hooks/useProtectedDownload';
import { useCountryName } from '@/modules/i18n/hooks/useCountryName';
import { useTextLanguage } from '@/modules/i18n/hooks/useTextLanguage';
import { formatDate, formatDeadline } from '@/modules/i18n/utils/format-date';
import { BackArrow } from '@/modules/ui/components/BackArrow';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Spinner } from '@/modules/ui/components/Spinner';
import { StyledFacts } from '@/modules/ui/components/Facts';

// Loaded after the page, with their own messages (the correspondence module's catalogue).
const ConversationSection = lazy(async () => ({
  default: (await import('@/modules/correspondence')).ConversationSection,
}));
const ApplicationCorrection = lazy(async () => ({
  default: (await import('@/modules/correspondence')).ApplicationCorrection,
}));
// Its proofs and letters, with their own query and messages (the documents module's).
const ApplicationDocumentsSection = lazy(async () => ({
  default: (await import('@/modules/documents')).ApplicationDocumentsSection,
}));
const REFETCH_AFTER_CORRECTION = [APPLICATION_DETAIL];

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-block: ${({ theme }) => theme.spacing(2)};
`;

/**
 * /applications/{id}: status, scholarship, the fee's payment, receipt, staff feedback, the status history,
 * its official documents, an open correction request to answer and the conversation with the platform team.
 */
export function ApplicationDetailPage() {
  const { i18n } = useLingui();
  const countryName = useCountryName();
  const textLanguage = useTextLanguage();
  const { id = '' } = useParams();
  const { application, loading, notFound, error } = useApplicationDetail(id);
  const download = useProtectedDownload();
  const [withdrawing, setWithdrawing] = useState(false);
  const backButton = (
    <StyledButton as={Link} to="/applications" $variant="text">
      <BackArrow /> <Trans>Back to Applications</Trans>
    </StyledButton>
  );

  if (loading) return <Spinner />;
  if (notFound || !application) {
    return (
      <section>
        {error ? (
          <Alert severity="error">{error}</Alert>
        ) : (
          <h1>
            <Trans>Application not found</Trans>
          </h1>
        )}
        {backButton}
      </section>
    );
  }

  const summary = getFragmentData(APPLICATION_SUMMARY_FIELDS, application);
  const deadline = formatDeadline(i18n, summary.scholarship.deadline, 'long');
  const { university } = summary.scholarship;
  const country = countryName(summary.scholarship.country);

  return (
    <article aria-labelledby="application-title">
      {backButton}
      <h1 id="application-title" {...textLanguage(summary.scholarship.textLanguages.title)}>
        {summary.scholarship.title}
      </h1>
      <ApplicationStatusChip status={summary.status} />
      <StyledFacts>
        <dt>
          <Trans>Scholarship</Trans>
        </dt>
        <dd>
          <Link to={`/bourses/${summary.scholarship.id}`} {...textLanguage(summary.scholarship.textLanguages.title)}>
            {summary.scholarship.title}
          </Link>
        </dd>
        <dt>
          <Trans>University</Trans>
        </dt>
        <dd>
          <Trans comment="Where the scholarship is: its university, then its country">
            <bdi>{university}</bdi>, {country}
          </Trans>
        </dd>
        <dt>
          <Trans>Deadline</Trans>
        </dt>
        <dd>{deadline}</dd>
        <dt>
          <Trans>Sent on</Trans>
        </dt>
        <dd>{formatDate(i18n, summary.createdAt, 'long')}</dd>
      </StyledFacts>
      {application.payment ? <PaymentSummary payment={application.payment} /> : null}
      {summary.status === 'CORRECTION_REQUESTED' ? (
        <Suspense fallback={<Spinner />}>
          <ApplicationCorrection applicationId={summary.id} refetch={REFETCH_AFTER_CORRECTION} />
        </Suspense>
      ) : null}
      <ApplicationNextStep
        status={summary.status}
        scholarshipId={summary.scholarship.id}
        open={!summary.scholarship.deadlinePassed}
        lastDay={formatDate(i18n, summary.scholarship.deadline, 'long')}
        rejectionReason={summary.rejectionReason}
      />
      {download.error ? <Alert severity="error">{download.error}</Alert> : null}
      <StyledActions>
        {summary.receiptUrl ? (
          <StyledButton
            type="button"
            $variant="secondary"
            onClick={() => void download.open(summary.receiptUrl ?? '')}
          >
            <Trans>View payment receipt</Trans>
          </StyledButton>
        ) : null}
        {summary.status === 'PENDING' ? (
          <StyledButton type="button" $variant="text" onClick={() => setWithdrawing(true)}>
            <Trans>Withdraw application</Trans>
          </StyledButton>
        ) : null}
      </StyledActions>
      <ApplicationHistory entries={withoutRepeatedReason(application.history, summary.rejectionReason)} />
      <Suspense fallback={<Spinner />}>
        <ApplicationDocumentsSection applicationId={summary.id} />
      </Suspense>
      {application.conversation ? (
        <Suspense fallback={<Spinner />}>
          <ConversationSection conversationId={application.conversation.id} />
        </Suspense>
      ) : null}
      {withdrawing ? (
        <WithdrawDialog applicationId={summary.id} onClose={() => setWithdrawing(false)} />
      ) : null}
    </article>
  );
}
