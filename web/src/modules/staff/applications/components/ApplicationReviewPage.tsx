import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { ApprovalStatusChip } from '@/modules/auth/components/ApprovalStatusChip';
import { useCountryName } from '@/modules/i18n/hooks/useCountryName';
import { useTextLanguage } from '@/modules/i18n/hooks/useTextLanguage';
import { formatDate } from '@/modules/i18n/utils/format-date';
import { ReviewPanel } from '@/modules/staff/applications/components/ReviewPanel';
import { StatusHistory } from '@/modules/staff/applications/components/StatusHistory';
import { AssigneeControl } from '@/modules/staff/casework/components/AssigneeControl';
import { CorrectedMark } from '@/modules/staff/correspondence/components/CorrectedMark';
import { CorrectionRequestPanel } from '@/modules/staff/correspondence/components/CorrectionRequestPanel';
import { RequestCorrectionButton } from '@/modules/staff/correspondence/components/RequestCorrectionButton';
import { StudentConversationSection } from '@/modules/staff/correspondence/components/StudentConversationSection';
import { correctionRequestable } from '@/modules/staff/correspondence/utils/correction-availability';
import { NotesSection } from '@/modules/staff/casework/components/NotesSection';
import { useNextApplication } from '@/modules/staff/applications/hooks/useNextApplication';
import { useReviewApplication } from '@/modules/staff/applications/hooks/useReviewApplication';
import { readApplicationQueue } from '@/modules/staff/applications/utils/application-queue';
import { useStaffApplication } from '@/modules/staff/applications/hooks/useStaffApplication';
import { ConfirmDialog } from '@/modules/staff/shared/components/ConfirmDialog';
import { DocumentPreview } from '@/modules/staff/shared/components/DocumentPreview';
import { getFragmentData } from '@/modules/staff/__generated__';
import { CORRECTION_REQUEST_FIELDS } from '@/modules/staff/correspondence/graphql/CorrectionRequestFields';
import { ApplicationDocumentsSection } from '@/modules/staff/documents/components/ApplicationDocumentsSection';
import { PaymentPanel } from '@/modules/staff/payments/components/PaymentPanel';
import { PAYMENT_REVIEW_FIELDS } from '@/modules/staff/payments/graphql/PaymentReviewFields';
import { StyledPageHeading } from '@/modules/staff/shared/components/StaffTable.styles';
import { ApplicationStatusChip } from '@/modules/applications/components/ApplicationStatusChip';
import { useToast } from '@/modules/toast/hooks/useToast';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Spinner } from '@/modules/ui/components/Spinner';
import { StyledSurface } from '@/modules/ui/components/Surface';
import { StyledToolbar } from '@/modules/ui/components/Toolbar';

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  margin-block: ${({ theme }) => theme.spacing(2)};
`;

const StyledCard = styled(StyledSurface).attrs({ as: 'section' })`
  padding: ${({ theme }) => theme.spacing(2.5)};
  h2 {
    margin-block-start: 0;
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
  p {
    margin-block: ${({ theme }) => theme.spacing(0.5)};
  }
  a {
    color: var(--accent);
  }
`;

/** /admin/applications/:id: the applicant, the scholarship, the receipt, the decisions, the documents and the history. */
export function ApplicationReviewPage() {
  const { t, i18n } = useLingui();
  const countryName = useCountryName();
  const textLanguage = useTextLanguage();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const { application, loading, notFound, error } = useStaffApplication(id);
  const { remove } = useReviewApplication();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const queue = readApplicationQueue(useLocation().state);
  const nextApplication = useNextApplication();
  // The application a decision was saved on in this visit: the next one's page starts without it.
  const [decidedId, setDecidedId] = useState<string | null>(null);
  const [nextNotice, setNextNotice] = useState<{ id: string; text: string } | null>(null);

  if (loading) return <Spinner />;
  if (error) return <Alert severity="error">{error}</Alert>;
  if (notFound || !application) {
    return (
      <Alert severity="warning">
        <Trans>This application does not exist.</Trans>{' '}
        <Link to="/admin/applications">{t`Back to applications`}</Link>
      </Alert>
    );
  }

  const { applicant, scholarship } = application;
  const payment = getFragmentData(PAYMENT_REVIEW_FIELDS, application.payment);
  const correctionRequest = application.correctionRequest;
  const requestOpen = getFragmentData(CORRECTION_REQUEST_FIELDS, correctionRequest)?.status === 'OPEN';
  const mayRequestCorrection = correctionRequestable(
    { kind: 'application', status: application.status, hasStudent: applicant !== null },
    requestOpen,
  );
  const goToNext = async () => {
    const found = await nextApplication.find(queue, application);
    if (found.ok && found.next) {
      void navigate(`/admin/applications/${found.next.id}`, { state: found.next.queue });
      return;
    }
    const text = found.ok ? t`No other application is waiting in this list.` : found.message;
    setNextNotice({ id: application.id, text });
  };
  return (
    <section aria-labelledby="staff-application-title">
      <p>
        <Link to="/admin/applications">{t`Back to applications`}</Link>
      </p>
      <StyledPageHeading>
        <h1 id="staff-application-title">
          <Trans>
            Application to <bdi {...textLanguage(scholarship.textLanguages.title)}>{scholarship.title}</bdi>
          </Trans>
        </h1>
        <ApplicationStatusChip status={application.status} />
        {application.corrected ? <CorrectedMark /> : null}
      </StyledPageHeading>
      <StyledColumns>
        <StyledCard aria-labelledby="applicant-title">
          <h2 id="applicant-title">{t`Applicant`}</h2>
          {applicant ? (
            <>
              {/* Values in their own direction inside lines of the page's: they sit under the heading. */}
              <p>
                <Link to={`/admin/accounts/${applicant.id}`} dir="auto">
                  {applicant.fullName || applicant.email}
                </Link>
              </p>
              <p>
                <span dir="ltr">{applicant.email}</span>
              </p>
              {applicant.phoneNumber ? (
                <p>
                  <span dir="ltr">{applicant.phoneNumber}</span>
                </p>
              ) : null}
              <p>
                <ApprovalStatusChip status={applicant.approvalStatus} />{' '}
                {applicant.isVerified ? t(SHARED_MESSAGES.verified) : t(SHARED_MESSAGES.notVerified)}
              </p>
            </>
          ) : (
            <>
              <p>{t`Deleted account`}</p>
              {application.applicantDeleted ? (
                <p>{t`The student deleted their account: this application is kept for our records without their name, e-mail address, phone number or receipt.`}</p>
              ) : null}
            </>
          )}
        </StyledCard>
        <StyledCard aria-labelledby="scholarship-title">
          <h2 id="scholarship-title">{t(SHARED_MESSAGES.scholarship)}</h2>
          <p {...textLanguage(scholarship.textLanguages.title)}>
            <Link to={`/bourses/${scholarship.id}`}>{scholarship.title}</Link>
          </p>
          <p>
            {countryName(scholarship.country)} · <bdi>{scholarship.university}</bdi>
          </p>
          <p>
            {t(SHARED_MESSAGES.deadline)}: {formatDate(i18n, scholarship.deadline, 'short')}
          </p>
          <p>
            {t(SHARED_MESSAGES.sentOn)}: {formatDate(i18n, application.createdAt, 'short')}
          </p>
          {application.rejectionReason ? (
            <p dir="auto">
              {t`Reason for rejection`}: {application.rejectionReason}
            </p>
          ) : null}
        </StyledCard>
      </StyledColumns>
      {payment ? (
        <PaymentPanel
          payment={payment}
          titleId="application-payment-title"
          linkToPage
          receiptShownBelow
          receiptDocument={application.payment?.receiptDocument}
        />
      ) : null}
      {application.receiptUrl ? (
        <DocumentPreview
          url={application.receiptUrl}
          title={t(SHARED_MESSAGES.paymentReceipt)}
          fileName={`receipt-${application.id}`}
        />
      ) : (
        <Alert severity="info">{t`No receipt is stored for this application.`}</Alert>
      )}
      <StyledColumns>
        <ReviewPanel
          key={application.status}
          applicationId={application.id}
          currentStatus={application.status}
          payment={payment}
          onDecided={() => setDecidedId(application.id)}
          otherActions={
            mayRequestCorrection ? (
              <RequestCorrectionButton
                subject={{ kind: 'application', id: application.id }}
                studentLanguage={applicant?.language ?? null}
              />
            ) : null
          }
        />
      </StyledColumns>
      {correctionRequest ? <CorrectionRequestPanel request={correctionRequest} /> : null}
      {decidedId === application.id ? (
        <StyledToolbar>
          <StyledButton type="button" disabled={nextApplication.finding} onClick={() => void goToNext()}>
            <Trans>Next application</Trans>
          </StyledButton>
        </StyledToolbar>
      ) : null}
      {nextNotice?.id === application.id ? (
        <Alert severity="info">
          {nextNotice.text} <Link to="/admin/applications">{t`Back to applications`}</Link>
        </Alert>
      ) : null}
      <AssigneeControl
        subject={{ kind: 'application', id: application.id }}
        assignee={application.assignee}
      />
      {application.conversation ? (
        <StudentConversationSection
          conversationId={application.conversation.id}
          studentLanguage={applicant?.language ?? null}
        />
      ) : null}
      <NotesSection subject={{ kind: 'application', id: application.id }} notes={application.notes} />
      <ApplicationDocumentsSection documents={application.documents} />
      <StatusHistory history={application.history} />
      <p>
        <StyledButton type="button" $variant="text" onClick={() => setConfirmingDelete(true)}>
          <Trans>Delete this application</Trans>
        </StyledButton>
      </p>
      {confirmingDelete ? (
        <ConfirmDialog
          title={t`Delete this application?`}
          confirmLabel={t`Delete`}
          onClose={() => setConfirmingDelete(false)}
          onConfirm={async () => {
            const failure = await remove(application.id);
            if (!failure) {
              showToast({ message: t`The application was deleted.` });
              void navigate('/admin/applications');
            }
            return failure;
          }}
        >
          <p>
            <Trans>The application and its receipt will be deleted for good.</Trans>
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
