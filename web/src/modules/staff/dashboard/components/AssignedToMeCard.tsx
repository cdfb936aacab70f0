import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { StaffDashboardQuery } from '@/modules/staff/__generated__/graphql';
import { QueueCard, StyledQueueList } from '@/modules/staff/dashboard/components/QueueCard';
import { applicationsLink, pendingAccountsLink } from '@/modules/staff/dashboard/utils/dashboard-links';

export interface AssignedToMeCardProps {
  assigned: StaffDashboardQuery['dashboard']['assignedToMe'];
}

/** What waits and is assigned to the reader, each count opening the list filtered to it. */
export function AssignedToMeCard({ assigned }: AssignedToMeCardProps) {
  return (
    <QueueCard titleId="queue-mine-title" title={<Trans>My assignments</Trans>}>
      <StyledQueueList>
        <li>
          <Link to={applicationsLink({ pending: true, mine: true })} data-testid="my-applications-count">
            <Trans>
              <strong>{assigned.applications}</strong> pending applications
            </Trans>
          </Link>
        </li>
        <li>
          <Link to={pendingAccountsLink({ mine: true })} data-testid="my-accounts-count">
            <Trans>
              <strong>{assigned.accounts}</strong> accounts waiting for approval
            </Trans>
          </Link>
        </li>
      </StyledQueueList>
    </QueueCard>
  );
}
