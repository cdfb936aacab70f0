import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatMoroccanPhone } from '@bourses/common/phone';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { ApprovalStatusChip } from '@/modules/auth/components/ApprovalStatusChip';
import { formatDate } from '@/modules/i18n/utils/format-date';
import { AccountActions, type AccountAction } from '@/modules/staff/accounts/components/AccountActions';
import { ApprovalDialog } from '@/modules/staff/accounts/components/ApprovalDialog';
import { UserFormDialog } from '@/modules/staff/accounts/components/UserFormDialog';
import { useDeleteUser } from '@/modules/staff/accounts/hooks/useDeleteUser';
import { useEndUserSessions } from '@/modules/staff/accounts/hooks/useEndUserSessions';
import { useResetSecondFactors } from '@/modules/staff/accounts/hooks/useResetSecondFactors';
import { useStaffUser } from '@/modules/staff/accounts/hooks/useStaffUser';
import { AssigneeControl } from '@/modules/staff/casework/components/AssigneeControl';
import { CorrectionRequestPanel } from '@/modules/staff/correspondence/components/CorrectionRequestPanel';
import { RequestCorrectionButton } from '@/modules/staff/correspondence/components/RequestCorrectionButton';
import { StudentConversationSection } from '@/modules/staff/correspondence/components/StudentConversationSection';
import { CORRECTION_REQUEST_FIELDS } from '@/modules/staff/correspondence/graphql/CorrectionRequestFields';
import { correctionRequestable } from '@/modules/staff/correspondence/utils/correction-availability';
import { NotesSection } from '@/modules/staff/casework/components/NotesSection';
import { ConfirmDialog } from '@/modules/staff/shared/components/ConfirmDialog';
import { DocumentPreview } from '@/modules/staff/shared/components/DocumentPreview';
import { getFragmentData } from '@/modules/staff/__generated__';
import { PaymentPanel } from '@/modules/staff/payments/components/PaymentPanel';
import { PAYMENT_REVIEW_FIELDS } from '@/modules/staff/payments/graphql/PaymentReviewFields';
import { StyledPageHeading } from '@/modules/staff/shared/components/StaffTable.styles';
import { useStaffPermissions } from '@/modules/staff/shared/hooks/useStaffPermissions';
import { ROLE_LABELS } from '@/modules/profile/utils/role-labels';
import { useToast } from '@/modules/toast/hooks/useToast';
import { Alert } from '@/modules/ui/components/Alert';
import { Spinner } from '@/modules/ui/components/Spinner';
import { StyledSurface } from '@/modules/ui/components/Surface';

export const StyledFields = styled(StyledSurface).attrs({ as: 'dl' })`
  display: grid;
  grid-template-columns: minmax(140px, max-content) 1fr;
  gap: ${({ theme }) => theme.spacing(1, 3)};
  padding: ${({ theme }) => theme.spacing(2.5)};
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

export const StyledDocuments = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  margin-block: ${({ theme }) => theme.spacing(2)};
`;

/** /admin/accounts/:id: every field of the account, its documents and the decisions staff can take. */
export function AccountDetailPage() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const permissions = useStaffPermissions();
  const { user, loading, notFound, error } = useStaffUser(id);
  const deleteUser = useDeleteUser();
  const endUserSessions = useEndUserSessions();
  const resetSecondFactors = useResetSecondFactors();
  const [action, setAction] = useState<AccountAction | null>(null);

  if (loading) return <Spinner />;
  if (error) return <Alert severity="error">{error}</Alert>;
  if (notFound || !user) {
    return (
      <Alert severity="warning">
        <Trans>This account does not exist.</Trans> <Link to="/admin/accounts">{t`Back to accounts`}</Link>
      </Alert>
    );
  }

  const name = user.fullName || user.email;
  const registrationPayment = getFragmentData(PAYMENT_REVIEW_FIELDS, user.registrationPayment);
  const requestOpen = getFragmentData(CORRECTION_REQUEST_FIELDS, user.correctionRequest)?.status === 'OPEN';
  const mayRequestCorrection = correctionRequestable(
    { kind: 'account', role: user.role, approvalStatus: user.approvalStatus },
    requestOpen,
  );
  const close = () => setAction(null);
  return (
    <section aria-labelledby="staff-account-title">
      <p>
        <Link to="/admin/accounts">{t`Back to accounts`}</Link>
      </p>
      <StyledPageHeading>
        <h1 id="staff-account-title" dir="auto">
          {name}
        </h1>
        <AccountActions
          permissions={permissions}
          account={user}
          onAction={setAction}
          otherActions={
            mayRequestCorrection ? (
              <RequestCorrectionButton subject={{ kind: 'account', id: user.id }} studentLanguage={user.language} />
            ) : null
          }
        />
      </StyledPageHeading>
      {/*
        * Each value is an inline isolate in its own direction inside a line of the page's: the line
        * puts it against its label, the isolate orders its letters (docs/product-rules.md).
        */}
      <StyledFields>
        <dt>{t(SHARED_MESSAGES.firstName)}</dt>
        <dd>
          <span dir="auto">{user.firstName}</span>
        </dd>
        <dt>{t(SHARED_MESSAGES.lastName)}</dt>
        <dd>
          <span dir="auto">{user.lastName}</span>
        </dd>
        <dt>{t`E-mail`}</dt>
        <dd>
          <span dir="ltr">{user.email}</span>
        </dd>
        <dt>{t(SHARED_MESSAGES.phoneNumber)}</dt>
        <dd>
          {user.phoneNumber ? (
            <span dir="ltr">{formatMoroccanPhone(user.phoneNumber)}</span>
          ) : (
            t(SHARED_MESSAGES.notAvailable)
          )}
        </dd>
        <dt>{t`Role`}</dt>
        <dd>{i18n._(ROLE_LABELS[user.role])}</dd>
        <dt>{t`E-mail verified`}</dt>
        <dd>{user.isVerified ? t(SHARED_MESSAGES.verified) : t(SHARED_MESSAGES.notVerified)}</dd>
        <dt>{t`Approval status`}</dt>
        <dd>
          <ApprovalStatusChip status={user.approvalStatus} />
        </dd>
        <dt>{t`Decision date`}</dt>
        <dd>{formatDate(i18n, user.approvalDate, 'long')}</dd>
        {user.rejectionReason ? (
          <>
            <dt>{t`Reason for rejection`}</dt>
            <dd>
              <span dir="auto">{user.rejectionReason}</span>
            </dd>
          </>
        ) : null}
        <dt>{t`E-mail language`}</dt>
        <dd>{user.language}</dd>
        <dt>{t`Registered on`}</dt>
        <dd>{formatDate(i18n, user.createdAt, 'long')}</dd>
      </StyledFields>
      {registrationPayment ? (
        <PaymentPanel
          payment={registrationPayment}
          titleId="account-payment-title"
          linkToPage
          receiptShownBelow={Boolean(user.paymentReceiptUrl)}
        />
      ) : null}
      {user.correctionRequest ? <CorrectionRequestPanel request={user.correctionRequest} /> : null}
      <AssigneeControl subject={{ kind: 'account', id: user.id }} assignee={user.assignee} />
      {user.conversation ? (
        <StudentConversationSection conversationId={user.conversation.id} studentLanguage={user.language} />
      ) : null}
      <NotesSection subject={{ kind: 'account', id: user.id }} notes={user.notes} />
      <h2>
        <Trans>Documents</Trans>
      </h2>
      {!user.paymentReceiptUrl && !user.serviceContractUrl ? (
        <p>
          <Trans>No document was sent with this account.</Trans>
        </p>
      ) : null}
      <StyledDocuments>
        {user.paymentReceiptUrl ? (
          <DocumentPreview
            url={user.paymentReceiptUrl}
            title={t(SHARED_MESSAGES.paymentReceipt)}
            fileName={`payment-receipt-${user.id}`}
          />
        ) : null}
        {user.serviceContractUrl ? (
          <DocumentPreview
            url={user.serviceContractUrl}
            title={t(SHARED_MESSAGES.serviceContract)}
            fileName={`service-contract-${user.id}`}
          />
        ) : null}
      </StyledDocuments>
      {action === 'approve' || action === 'reject' ? (
        <ApprovalDialog
          userIds={[user.id]}
          decision={action === 'approve' ? 'APPROVED' : 'REJECTED'}
          onDone={() => undefined}
          onClose={close}
        />
      ) : null}
      {action === 'edit' ? (
        <UserFormDialog
          userId={user.id}
          initialValues={{
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email,
            phoneNumber: formatMoroccanPhone(user.phoneNumber ?? ''),
            password: '',
            role: user.role,
          }}
          onSaved={() => undefined}
          onClose={close}
        />
      ) : null}
      {action === 'resetSecondFactors' ? (
        <ConfirmDialog
          title={t`Reset two-step sign-in?`}
          confirmLabel={t`Reset`}
          onClose={close}
          onConfirm={async () => {
            const outcome = await resetSecondFactors(user.id);
            if (outcome.ok) showToast({ message: outcome.message });
            return outcome.ok ? null : outcome.message;
          }}
        >
          <p dir="auto">
            <Trans>
              {name}’s authenticator apps, passkeys and recovery codes will be removed. Staff add a new second step at
              their next sign-in. Do this only once you are sure who is asking, for example after a lost phone.
            </Trans>
          </p>
        </ConfirmDialog>
      ) : null}
      {action === 'endSessions' ? (
        <ConfirmDialog
          title={t`End all sessions of this account?`}
          confirmLabel={t`End all sessions`}
          onClose={close}
          onConfirm={async () => {
            const outcome = await endUserSessions(user.id);
            if (outcome.ok) showToast({ message: outcome.message });
            return outcome.ok ? null : outcome.message;
          }}
        >
          <p dir="auto">
            <Trans>
              {name} will be signed out on every browser and phone at their next action, and will need their password to
              sign in again. Do this after a lost phone or a password that may have leaked.
            </Trans>
          </p>
        </ConfirmDialog>
      ) : null}
      {action === 'delete' ? (
        <ConfirmDialog
          title={t`Delete this account?`}
          confirmLabel={t`Delete`}
          onClose={close}
          onConfirm={async () => {
            const failure = await deleteUser(user.id);
            if (!failure) {
              showToast({ message: t`The account was deleted.` });
              void navigate('/admin/accounts');
            }
            return failure;
          }}
        >
          <p dir="auto">
            <Trans>{name} and their documents will be deleted for good.</Trans>
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
