import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { StaffDashboardQuery } from '@/modules/staff/__generated__/graphql';
import { QueueCard, StyledMuted, StyledQueueList } from '@/modules/staff/dashboard/components/QueueCard';
import { accountsLink, applicationsLink } from '@/modules/staff/dashboard/utils/dashboard-links';

export interface CorrespondenceQueueCardProps {
  unread: StaffDashboardQuery['dashboard']['unreadFromStudents'];
  overdueCorrections: number;
}

/** What students wrote that nobody read, and the correction requests past their due date, each opening its list. */
export function CorrespondenceQueueCard({ unread, overdueCorrections }: CorrespondenceQueueCardProps) {
  const { t } = useLingui();
  const conversations = unread.conversations;
  // Each row's two links read the same words: the count they open tells them apart to a screen reader.
  const unreadId = useId();
  const overdueId = useId();
  return (
    <QueueCard titleId="queue-correspondence-title" title={<Trans>Messages and corrections</Trans>}>
      <StyledQueueList aria-label={t`Messages and corrections`}>
        <li>
          <span id={unreadId} data-testid="unread-from-students-count">
            <Plural
              value={unread.messages}
              one="# unread message from students"
              other="# unread messages from students"
            />{' '}
            <StyledMuted>
              <Plural value={conversations} one="(in # conversation)" other="(in # conversations)" />
            </StyledMuted>
          </span>
          <span>
            <Link to={applicationsLink({ unread: true })} aria-describedby={unreadId}>
              {t`Applications`}
            </Link>{' '}
            ·{' '}
            <Link to={accountsLink({ unread: true })} aria-describedby={unreadId}>
              {t`Accounts`}
            </Link>
          </span>
        </li>
        <li>
          <span id={overdueId} data-testid="overdue-corrections-count">
            <Plural
              value={overdueCorrections}
              one="# correction request past its due date"
              other="# correction requests past their due date"
            />
          </span>
          <span>
            <Link to={applicationsLink({ overdue: true })} aria-describedby={overdueId}>
              {t`Applications`}
            </Link>{' '}
            ·{' '}
            <Link to={accountsLink({ overdue: true })} aria-describedby={overdueId}>
              {t`Accounts`}
            </Link>
          </span>
        </li>
      </StyledQueueList>
    </QueueCard>
  );
}
