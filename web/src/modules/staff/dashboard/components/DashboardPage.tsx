import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { AssignedToMeCard } from '@/modules/staff/dashboard/components/AssignedToMeCard';
import { CorrespondenceQueueCard } from '@/modules/staff/correspondence/components/CorrespondenceQueueCard';
import { ClosingSoonCard } from '@/modules/staff/dashboard/components/ClosingSoonCard';
import { QueueCard } from '@/modules/staff/dashboard/components/QueueCard';
import { WaitingAccountsCard } from '@/modules/staff/dashboard/components/WaitingAccountsCard';
import { WaitingApplicationsCard } from '@/modules/staff/dashboard/components/WaitingApplicationsCard';
import { useStaffDashboard } from '@/modules/staff/dashboard/hooks/useStaffDashboard';
import { Alert } from '@/modules/ui/components/Alert';
import { Spinner } from '@/modules/ui/components/Spinner';

// The chart and its scales load apart from the console's chunk, after the queue shows.
const ActivityChart = lazy(async () => ({
  default: (await import('@/modules/staff/dashboard/components/ActivityChart')).ActivityChart,
}));

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** /admin: the work queue: what waits for the staff, oldest first, each number a link to the filtered list. */
export function DashboardPage() {
  const { dashboard, loading, error } = useStaffDashboard();
  return (
    <section aria-labelledby="staff-dashboard-title">
      <h1 id="staff-dashboard-title">
        <Trans>Work queue</Trans>
      </h1>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {loading ? <Spinner /> : null}
      {dashboard ? (
        <StyledGrid>
          <WaitingApplicationsCard waiting={dashboard.pendingApplications} />
          <WaitingAccountsCard waiting={dashboard.pendingAccounts} />
          <AssignedToMeCard assigned={dashboard.assignedToMe} />
          <CorrespondenceQueueCard
            unread={dashboard.unreadFromStudents}
            overdueCorrections={dashboard.overdueCorrections}
          />
          <ClosingSoonCard scholarships={dashboard.closingSoon} />
          <QueueCard
            wide
            titleId="queue-activity-title"
            title={<Trans>Applications over the last 30 days</Trans>}
          >
            <Suspense fallback={<Spinner />}>
              <ActivityChart days={dashboard.activity} />
            </Suspense>
          </QueueCard>
        </StyledGrid>
      ) : null}
    </section>
  );
}
