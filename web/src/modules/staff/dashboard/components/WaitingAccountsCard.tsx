import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { StaffDashboardQuery } from '@/modules/staff/__generated__/graphql';
import { StyledMuted } from '@/modules/staff/dashboard/components/QueueCard';
import { WaitingQueueCard } from '@/modules/staff/dashboard/components/WaitingQueueCard';
import { accountLink, pendingAccountsLink } from '@/modules/staff/dashboard/utils/dashboard-links';

export interface WaitingAccountsCardProps {
  waiting: StaffDashboardQuery['dashboard']['pendingAccounts'];
}

/** The accounts waiting for approval: how many, and the oldest first. */
export function WaitingAccountsCard({ waiting }: WaitingAccountsCardProps) {
  const { t } = useLingui();
  return (
    <WaitingQueueCard
      titleId="queue-accounts-title"
      title={<Trans>Accounts waiting for approval</Trans>}
      waiting={waiting}
      listLink={pendingAccountsLink()}
      countTestId="pending-accounts-count"
      label={t`Oldest accounts waiting for approval`}
      empty={<Trans>No account is waiting.</Trans>}
    >
      {(account) => (
        <>
          <Link to={accountLink(account.id)} dir="auto">
            {account.firstName} {account.lastName}
          </Link>{' '}
          <StyledMuted dir="ltr">{account.email}</StyledMuted>
          {account.isVerified ? null : (
            <>
              {' '}
              <StyledMuted>
                <Trans>(e-mail not verified yet)</Trans>
              </StyledMuted>
            </>
          )}
        </>
      )}
    </WaitingQueueCard>
  );
}
