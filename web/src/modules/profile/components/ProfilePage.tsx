import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { formatMoroccanPhone } from '@bourses/common/phone';
import styled from 'styled-components';
import { ApprovalStatusChip } from '@/modules/auth/components/ApprovalStatusChip';
import { useProtectedDownload } from '@/modules/uploads/hooks/useProtectedDownload';
import { formatDate } from '@/modules/i18n/utils/format-date';
import { DeadlineRemindersSetting } from '@/modules/profile/components/DeadlineRemindersSetting';
import { MyDataSection } from '@/modules/my-data/components/MyDataSection';
import { EditProfileForm } from '@/modules/profile/components/EditProfileForm';
import { useProfile } from '@/modules/profile/hooks/useProfile';
import { ROLE_LABELS } from '@/modules/profile/utils/role-labels';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Spinner } from '@/modules/ui/components/Spinner';
import { StyledSurface } from '@/modules/ui/components/Surface';
import { below } from '@/modules/theme/theme';

// Loaded with its own messages, after the profile itself (account-security's catalogue).
// With the mails about messages' words (the correspondence module's catalogue).
const MessageMailsSetting = lazy(async () => ({
  default: (await import('@/modules/correspondence')).MessageMailsSetting,
}));
const TwoStepSignInSection = lazy(async () => ({
  default: (await import('@/modules/account-security/second-factors/components/TwoStepSignInSection')).TwoStepSignInSection,
}));
const SessionsSection = lazy(async () => ({
  default: (await import('@/modules/account-security/sessions/components/SessionsSection')).SessionsSection,
}));

const StyledCard = styled(StyledSurface).attrs({ as: 'section' })`
  max-inline-size: 720px;
  margin-inline: auto;
  padding: ${({ theme }) => theme.spacing(4)};
`;

const StyledIdentity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  flex-wrap: wrap;
  h1 {
    margin: 0;
  }
`;

const StyledAvatar = styled.div`
  display: grid;
  place-items: center;
  inline-size: 72px;
  block-size: 72px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: var(--accent);
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: ${({ theme }) => theme.fontSizes.title};
  font-weight: 700;
`;

// The values may break anywhere (a long e-mail address): never wider than a phone's screen. On a
// phone each term stands above its value, which then has the whole line.
const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(1, 3)};
  margin-block: ${({ theme }) => theme.spacing(3)};
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${below('small')} {
    grid-template-columns: minmax(0, 1fr);
    row-gap: ${({ theme }) => theme.spacing(0.25)};
    dt {
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSizes.small};
    }
    dd:not(:last-child) {
      margin-block-end: ${({ theme }) => theme.spacing(1)};
    }
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
`;

/** /profile: who the user is, their account's state and documents, and Edit Profile. */
export function ProfilePage() {
  const { i18n } = useLingui();
  const { user, documents, deadlineReminders, messageMails, loading } = useProfile();
  const download = useProtectedDownload();
  const [editing, setEditing] = useState(false);

  if (loading && !user) return <Spinner />;
  if (!user) {
    return (
      <Alert severity="warning">
        <Trans>User information not available</Trans>
      </Alert>
    );
  }

  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const initial = (fullName || user.email).charAt(0).toUpperCase();

  return (
    <StyledCard aria-labelledby="profile-title">
      <StyledIdentity>
        <StyledAvatar aria-hidden="true">{initial}</StyledAvatar>
        <div>
          <h1 id="profile-title" dir="auto">
            {fullName || <Trans>No Name Provided</Trans>}
          </h1>
          <p>{i18n._(ROLE_LABELS[user.role])}</p>
        </div>
        <ApprovalStatusChip status={user.approvalStatus} />
      </StyledIdentity>
      {editing ? (
        <EditProfileForm
          firstName={user.firstName}
          lastName={user.lastName}
          phoneNumber={user.phoneNumber}
          onDone={() => setEditing(false)}
        />
      ) : (
        <>
          <StyledFacts>
            <dt>
              <Trans>Email</Trans>
            </dt>
            <dd>{user.email}</dd>
            <dt>
              <Trans>Phone number</Trans>
            </dt>
            <dd>
              <bdi dir="ltr">{user.phoneNumber ? formatMoroccanPhone(user.phoneNumber) : '—'}</bdi>
            </dd>
            <dt>
              <Trans>Account type</Trans>
            </dt>
            <dd>{i18n._(ROLE_LABELS[user.role])}</dd>
            <dt>
              <Trans>Verification</Trans>
            </dt>
            <dd>{user.isVerified ? <Trans>Verified</Trans> : <Trans>Not verified</Trans>}</dd>
            {user.approvalDate ? (
              <>
                <dt>
                  <Trans>Approval date</Trans>
                </dt>
                <dd>{formatDate(i18n, user.approvalDate, 'long')}</dd>
              </>
            ) : null}
          </StyledFacts>
          {/* Students save scholarships; staff have nothing to be reminded of. */}
          {user.role === 'CLIENT' && deadlineReminders !== null ? (
            <DeadlineRemindersSetting enabled={deadlineReminders}>
              {messageMails !== null ? (
                <Suspense fallback={null}>
                  <MessageMailsSetting enabled={messageMails} />
                </Suspense>
              ) : null}
            </DeadlineRemindersSetting>
          ) : null}
          {download.error ? <Alert severity="error">{download.error}</Alert> : null}
          <StyledActions>
            <StyledButton type="button" onClick={() => setEditing(true)}>
              <Trans>Edit Profile</Trans>
            </StyledButton>
            {documents?.paymentReceiptUrl ? (
              <StyledButton
                type="button"
                $variant="secondary"
                onClick={() => void download.open(documents.paymentReceiptUrl ?? '')}
              >
                <Trans>Payment receipt</Trans>
              </StyledButton>
            ) : null}
            {documents?.serviceContractUrl ? (
              <StyledButton
                type="button"
                $variant="secondary"
                onClick={() => void download.open(documents.serviceContractUrl ?? '')}
              >
                <Trans>Service contract</Trans>
              </StyledButton>
            ) : null}
          </StyledActions>
        </>
      )}
      <Suspense fallback={<Spinner />}>
        <TwoStepSignInSection />
      </Suspense>
      <Suspense fallback={<Spinner />}>
        <SessionsSection />
      </Suspense>
      <MyDataSection />
    </StyledCard>
  );
}
