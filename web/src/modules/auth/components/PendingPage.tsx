import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { ApprovalStatusChip } from '@/modules/auth/components/ApprovalStatusChip';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { useRefreshWhenApproved } from '@/modules/auth/hooks/useRefreshWhenApproved';
import { useSession } from '@/modules/auth/hooks/useSession';
import { useSignOut } from '@/modules/auth/hooks/useSignOut';
import { SUPPORT_PHONE } from '@/modules/config/support-contacts';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';

const StyledPage = styled.section`
  max-inline-size: 640px;
  margin: ${({ theme }) => theme.spacing(4)} auto;
  padding: ${({ theme }) => theme.spacing(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.large};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const StyledSteps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  padding-inline-start: ${({ theme }) => theme.spacing(3)};
`;

/** /pending: where an account waits for approval, or the rejected variant with its reason. */
export function PendingPage() {
  const { t } = useLingui();
  const session = useSession();
  const { user } = useCurrentUser();
  const signOut = useSignOut();
  const status = user?.approvalStatus ?? (session.status === 'signedIn' ? session.approvalStatus : 'PENDING');
  useRefreshWhenApproved(user?.approvalStatus ?? null);
  const rejected = status === 'REJECTED';

  return (
    <StyledPage aria-labelledby="pending-title">
      <h1 id="pending-title">{rejected ? t`Account Rejected` : t`Account Pending Approval`}</h1>
      <ApprovalStatusChip status={status} />
      {rejected ? (
        <Alert severity="error">
          <p>
            <Trans>Your account was not approved.</Trans>
          </p>
          {user?.rejectionReason ? (
            <p>
              <Trans>Reason:</Trans> <span dir="auto">{user.rejectionReason}</span>
            </p>
          ) : null}
        </Alert>
      ) : (
        <StyledSteps>
          <li>
            <strong>
              <Trans>Application Submitted</Trans>
            </strong>
            <p>
              <Trans>Your registration and your documents have been received.</Trans>
            </p>
          </li>
          <li>
            <strong>
              <Trans>Under Review</Trans>
            </strong>
            <p>
              <Trans>Our team is checking your information and documents.</Trans>
            </p>
          </li>
          <li>
            <strong>
              <Trans>Email Notification</Trans>
            </strong>
            <p>
              <Trans>You will receive an email when your account is approved.</Trans>
            </p>
          </li>
        </StyledSteps>
      )}
      <p>
        <Trans>Questions? Our support team is here to help.</Trans>
      </p>
      <p>
        <Trans>Support line:</Trans> <bdi dir="ltr">{SUPPORT_PHONE}</bdi>
      </p>
      <StyledButton type="button" onClick={() => void signOut()}>
        <Trans>Logout</Trans>
      </StyledButton>
    </StyledPage>
  );
}
