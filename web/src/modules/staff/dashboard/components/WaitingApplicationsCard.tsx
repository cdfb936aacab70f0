import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { StaffDashboardQuery } from '@/modules/staff/__generated__/graphql';
import { QueueCard, QueueRows, StyledMuted } from '@/modules/staff/dashboard/components/QueueCard';
import { WaitingAge } from '@/modules/staff/dashboard/components/WaitingAge';
import { applicationLink, applicationsLink } from '@/modules/staff/dashboard/utils/dashboard-links';

export interface WaitingApplicationsCardProps {
  waiting: StaffDashboardQuery['dashboard']['pendingApplications'];
}

/** The applications waiting for a decision: how many, and the oldest first. */
export function WaitingApplicationsCard({ waiting }: WaitingApplicationsCardProps) {
  const { t } = useLingui();
  const total = waiting.total;
  return (
    <QueueCard
      titleId="queue-applications-title"
      title={<Trans>Applications waiting for a decision</Trans>}
      count={
        <Link to={applicationsLink({ pending: true })} data-testid="pending-applications-count">
          <Trans>
            <strong>{total}</strong> pending
          </Trans>
        </Link>
      }
    >
      <QueueRows
        items={waiting.oldest}
        label={t`Oldest pending applications`}
        empty={<Trans>No application is waiting.</Trans>}
      >
        {(application) => (
          <li key={application.id}>
            <span>
              <Link to={applicationLink(application.id)}>
                {application.applicantName ?? t`Deleted account`}
              </Link>{' '}
              <StyledMuted dir="auto">{application.scholarshipTitle}</StyledMuted>
            </span>
            <WaitingAge days={application.waitingDays} />
          </li>
        )}
      </QueueRows>
    </QueueCard>
  );
}
