import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { StaffDashboardQuery } from '@/modules/staff/__generated__/graphql';
import { StyledMuted } from '@/modules/staff/dashboard/components/QueueCard';
import { WaitingQueueCard } from '@/modules/staff/dashboard/components/WaitingQueueCard';
import { CorrectedMark } from '@/modules/staff/correspondence/components/CorrectedMark';
import { applicationLink, applicationsLink } from '@/modules/staff/dashboard/utils/dashboard-links';

export interface WaitingApplicationsCardProps {
  waiting: StaffDashboardQuery['dashboard']['pendingApplications'];
}

/** The applications waiting for a decision: how many, and the oldest first. */
export function WaitingApplicationsCard({ waiting }: WaitingApplicationsCardProps) {
  const { t } = useLingui();
  return (
    <WaitingQueueCard
      titleId="queue-applications-title"
      title={<Trans>Applications waiting for a decision</Trans>}
      waiting={waiting}
      listLink={applicationsLink({ pending: true })}
      countTestId="pending-applications-count"
      label={t`Oldest pending applications`}
      empty={<Trans>No application is waiting.</Trans>}
    >
      {(application) => (
        <>
          <Link to={applicationLink(application.id)}>{application.applicantName ?? t`Deleted account`}</Link>{' '}
          <StyledMuted dir="auto">{application.scholarshipTitle}</StyledMuted>
          {application.corrected ? (
            <>
              {' '}
              <CorrectedMark />
            </>
          ) : null}
        </>
      )}
    </WaitingQueueCard>
  );
}
