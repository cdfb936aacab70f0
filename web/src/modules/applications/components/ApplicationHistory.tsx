import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { ApplicationStatus, Role } from '@/__generated__/graphql';
import { ApplicationStatusChip } from '@/modules/applications/components/ApplicationStatusChip';
import { formatDate } from '@/modules/i18n/utils/format-date';

const StyledTimeline = styled.ol`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.spacing(2)};
  border-inline-start: 2px solid ${({ theme }) => theme.colors.border};
  list-style: none;
  li {
    margin-block-end: ${({ theme }) => theme.spacing(2)};
  }
  p {
    margin: ${({ theme }) => theme.spacing(0.5)} 0 0;
  }
`;

interface HistoryEntry {
  status: ApplicationStatus;
  feedback: string | null;
  at: string;
  actor: { role: Role } | null;
}

export interface ApplicationHistoryProps {
  entries: readonly HistoryEntry[];
}

/** Who made a change, as a student reads it: themselves, or the platform team (never a staff member's name). */
function ActorLine({ actor }: { actor: HistoryEntry['actor'] }) {
  if (!actor) return null;
  return <p>{actor.role === 'CLIENT' ? <Trans>By you</Trans> : <Trans>By the platform team</Trans>}</p>;
}

/** Every status change, oldest first, as a timeline: when, what was decided, by whom and why. */
export function ApplicationHistory({ entries }: ApplicationHistoryProps) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title">
        <Trans>History</Trans>
      </h2>
      <StyledTimeline>
        {entries.map((entry) => (
          <li key={`${entry.at}-${entry.status}`}>
            <time dateTime={entry.at}>{formatDate(i18n, entry.at, 'long')}</time>{' '}
            <ApplicationStatusChip status={entry.status} />
            <ActorLine actor={entry.actor} />
            {entry.feedback ? <p dir="auto">{entry.feedback}</p> : null}
          </li>
        ))}
      </StyledTimeline>
    </section>
  );
}
