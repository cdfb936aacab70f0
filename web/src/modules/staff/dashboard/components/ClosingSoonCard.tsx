import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { StaffDashboardQuery } from '@/modules/staff/__generated__/graphql';
import { QueueCard, QueueRows, StyledMuted } from '@/modules/staff/dashboard/components/QueueCard';
import { applicationsLink } from '@/modules/staff/dashboard/utils/dashboard-links';
import { deadlineDistance } from '@/modules/staff/dashboard/utils/queue-durations';

export interface ClosingSoonCardProps {
  scholarships: StaffDashboardQuery['dashboard']['closingSoon'];
}

/** Open scholarships whose deadline is at most 14 days away, with their applications. */
export function ClosingSoonCard({ scholarships }: ClosingSoonCardProps) {
  const { i18n, t } = useLingui();
  return (
    <QueueCard titleId="queue-closing-title" title={<Trans>Closing in the next 14 days</Trans>}>
      <QueueRows
        items={scholarships}
        label={t`Scholarships closing soon`}
        empty={<Trans>No scholarship closes in the next 14 days.</Trans>}
      >
        {(scholarship) => {
          const closes = deadlineDistance(i18n.locale, scholarship.daysLeft);
          const pending = scholarship.pendingApplications;
          const total = scholarship.totalApplications;
          return (
            <li key={scholarship.id}>
              <span>
                <Link to={`/admin/scholarships/${encodeURIComponent(scholarship.id)}`} dir="auto">
                  {scholarship.title}
                </Link>{' '}
                <StyledMuted>
                  <Trans comment="When a scholarship closes, e.g. 'closes tomorrow', 'closes in 3 days'">
                    closes {closes}
                  </Trans>
                </StyledMuted>
              </span>
              <span>
                <Link to={applicationsLink({ pending: true, scholarshipId: scholarship.id })}>
                  <Plural value={pending} one="# pending" other="# pending" />
                </Link>
                {' · '}
                <Link to={applicationsLink({ scholarshipId: scholarship.id })}>
                  <Plural value={total} one="# application" other="# applications" />
                </Link>
              </span>
            </li>
          );
        }}
      </QueueRows>
    </QueueCard>
  );
}
