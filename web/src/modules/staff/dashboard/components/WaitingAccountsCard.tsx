import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { StaffDashboardQuery } from '@/modules/staff/__generated__/graphql';
import { QueueCard, QueueRows, StyledMuted } from '@/modules/staff/dashboard/components/QueueCard';
import { WaitingAge } from '@/modules/staff/dashboard/components/WaitingAge';
import { accountLink, pendingAccountsLink } from '@/modules/staff/dashboard/utils/dashboard-links';

export interface WaitingAccountsCardProps {
  waiting: StaffDashboardQuery['dashboard']['pendingAccounts'];
}

/** The accounts waiting for approval: how many, and the oldest first. */
export function WaitingAccountsCard({ waiting }: WaitingAccountsCardProps) {
  const { t } = useLingui();
  const total = waiting.total;
  return (
    <QueueCard
      titleId="queue-accounts-title"
      title={<Trans>Accounts waiting for approval</Trans>}
      count={
        <Link to={pendingAccountsLink()} data-testid="pending-accounts-count">
          <Trans>
            <strong>{total}</strong> pending
          </Trans>
        </Link>
      }
    >
      <QueueRows
        items={waiting.oldest}
        label={t`Oldest accounts waiting for approval`}
        empty={<Trans>No account is waiting.</Trans>}
      >
        {(account) => (
          <li key={account.id}>
            <span>
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
            </span>
            <WaitingAge days={account.waitingDays} />
          </li>
        )}
      </QueueRows>
    </QueueCard>
  );
}
