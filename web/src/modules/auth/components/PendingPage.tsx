import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { ApprovalStatusChip } from '@/modules/auth/components/ApprovalStatusChip';
import { EmailVerificationPanel } from '@/modules/auth/components/EmailVerificationPanel';
import { ResubmitDocumentsForm } from '@/modules/auth/components/ResubmitDocumentsForm';
import { CURRENT_USER } from '@/modules/auth/graphql/CurrentUser';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { useRecheckWhileWaiting } from '@/modules/auth/hooks/useRecheckWhileWaiting';
import { useRefreshWhenApproved } from '@/modules/auth/hooks/useRefreshWhenApproved';
import { useSession } from '@/modules/auth/hooks/useSession';
import { useSignOut } from '@/modules/auth/hooks/useSignOut';
import { SupportPhoneLink } from '@/modules/layout/components/SupportPhoneLink';
import { MyDataSection } from '@/modules/my-data/components/MyDataSection';
import { PaymentSummary } from '@/modules/payments/components/PaymentSummary';
import { useRegistrationPayment } from '@/modules/payments/hooks/useRegistrationPayment';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Spinner } from '@/modules/ui/components/Spinner';
import { StyledSurface } from '@/modules/ui/components/Surface';

// What staff asked to change on the account: loaded with its own messages (the correspondence module's).
const AccountCorrection = lazy(async () => ({
  default: (await import('@/modules/correspondence')).AccountCorrection,
}));
const REFETCH_AFTER_CORRECTION = [CURRENT_USER];

const StyledPage = styled(StyledSurface).attrs({ as: 'section' })`
  max-inline-size: 640px;
  margin: ${({ theme }) => theme.spacing(4)} auto;
  padding: ${({ theme }) => theme.spacing(4)};
`;

const StyledSteps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  padding-inline-start: ${({ theme }) => theme.spacing(3)};
`;

// What happens to an account, in order, while it waits for approval.
const REVIEW_STEPS = [
  { title: msg`Application Submitted`, text: msg`Your registration and your documents have been received.` },
  { title: msg`Under Review`, text: msg`Our team is checking your information and documents.` },
  { title: msg`Email Notification`, text: msg`You will receive an email when your account is approved.` },
];

/**
 * /pending: where an account waits for approval; before that, where its address is verified (or
 * corrected); after a rejection, the reason and new documents for another review. The registration
 * fee's payment shows throughout: its reference to pay with, then whether it was received.
 */
export function PendingPage() {
  const { t } = useLingui();
  const session = useSession();
  const { user, recheck } = useCurrentUser();
  const signOut = useSignOut();
  const status = user?.approvalStatus ?? (session.status === 'signedIn' ? session.approvalStatus : 'PENDING');
  const registrationPayment = useRegistrationPayment();
  // Staff decide while the student waits: asked again on return and every minute, an approval moves
  // them on to the scholarships by itself (the guard follows the refreshed token); the registration
  // fee's payment, verified or refused meanwhile, is asked again with it.
  useRecheckWhileWaiting(() => {
    recheck();
    registrationPayment.recheck();
  });
  useRefreshWhenApproved(user?.approvalStatus ?? null);
  const rejected = status === 'REJECTED';
  // Staff approve verified accounts only: until then, verifying is the student's next step.
  const unverified = !rejected && user !== null && !user.isVerified;
  const title = rejected ? t`Account Rejected` : unverified ? t`Verify your email address` : t`Account Pending Approval`;

  return (
    <StyledPage aria-labelledby="pending-title">
      <h1 id="pending-title">{title}</h1>
      <ApprovalStatusChip status={status} />
      {rejected ? (
        <>
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
          {/* The form below says how to pay already: here, where the fee stands and, refused, why. */}
          {registrationPayment.payment ? <PaymentSummary payment={registrationPayment.payment} howToPay={false} /> : null}
          <ResubmitDocumentsForm />
        </>
      ) : unverified ? (
        <EmailVerificationPanel email={user.email} />
      ) : status === 'CHANGES_REQUESTED' ? (
        <Suspense fallback={<Spinner />}>
          <AccountCorrection refetch={REFETCH_AFTER_CORRECTION} />
        </Suspense>
      ) : (
        <StyledSteps>
          {REVIEW_STEPS.map((step) => (
            <li key={step.title.id}>
              <strong>{t(step.title)}</strong>
              <p>{t(step.text)}</p>
            </li>
          ))}
        </StyledSteps>
      )}
      {!rejected && registrationPayment.payment ? <PaymentSummary payment={registrationPayment.payment} /> : null}
      <p>
        <Trans>Questions? Our support team is here to help.</Trans>
      </p>
      <p>
        <Trans>Support line:</Trans> <SupportPhoneLink />
      </p>
      <StyledButton type="button" onClick={() => void signOut()}>
        <Trans>Logout</Trans>
      </StyledButton>
      <MyDataSection />
    </StyledPage>
  );
}
