import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { ApplicationStatus } from '@/__generated__/graphql';
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
  actor: { fullName: string } | null;
}

export interface ApplicationHistoryProps {
  entries: readonly HistoryEntry[];
}

/** Every status change, oldest first, with who made it and their feedback. */
export function ApplicationHistory({ entries }: ApplicationHistoryProps) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title">
        <Trans>History</Trans>
      </h2>
      <StyledTimeline>
        {entries.map((entry) => {
          const date = formatDate(i18n, entry.at, 'long');
          const actor = entry.actor?.fullName;
          return (
            <li key={`${entry.at}-${entry.status}`}>
              <ApplicationStatusChip status={entry.status} /> <span>{date}</span>
              {actor ? (
                <p>
                  <Trans>By {actor}</Trans>
                </p>
              ) : null}
              {entry.feedback ? <p dir="auto">{entry.feedback}</p> : null}
            </li>
          );
        })}
      </StyledTimeline>
    </section>
  );
}
