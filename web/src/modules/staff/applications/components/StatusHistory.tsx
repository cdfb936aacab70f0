import { Trans, useLingui } from '@lingui/react/macro';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import type { StaffApplicationQuery } from '@/modules/staff/__generated__/graphql';
import { formatDate } from '@/modules/i18n/utils/format-date';
import { StyledTable, StyledTableScroll } from '@/modules/staff/shared/components/StaffTable.styles';
import { ApplicationStatusChip } from '@/modules/applications/components/ApplicationStatusChip';
import { ROLE_LABELS } from '@/modules/profile/utils/role-labels';
import { ColumnHeaders } from '@/modules/staff/shared/components/ColumnHeaders';
import { CorrectedMark } from '@/modules/staff/correspondence/components/CorrectedMark';

type HistoryEntry = NonNullable<StaffApplicationQuery['application']>['history'][number];

/** Every status change, oldest first: who, when and the feedback; corrections asked for and answered among them. */
export function StatusHistory({ history }: { history: readonly HistoryEntry[] }) {
  const { t, i18n } = useLingui();
  const dateTime = (value: string) => `${formatDate(i18n, value, 'short')} ${value.slice(11, 16)}`;
  return (
    // Focusable so that a keyboard can scroll it on a phone: it holds no link or button of its own.
    <StyledTableScroll tabIndex={0} role="region" aria-label={t`Status history`}>
      <StyledTable>
        <caption>{t`Status history`}</caption>
        <ColumnHeaders labels={[t`When`, t(SHARED_MESSAGES.status), t`By`, t`Feedback`]} />
        <tbody>
          {history.map((entry, index) => (
            <tr key={`${entry.at}-${index}`}>
              <th scope="row">
                <time dateTime={entry.at}>{dateTime(entry.at)}</time>
              </th>
              <td>
                <ApplicationStatusChip status={entry.status} />{' '}
                {/* The step the student's corrections made: back in the queue, marked as the queue marks it. */}
                {entry.status === 'PENDING' && entry.correctionRequestId ? <CorrectedMark /> : null}
              </td>
              <td dir="auto">
                {entry.actor ? (
                  `${entry.actor.fullName} (${i18n._(ROLE_LABELS[entry.actor.role])})`
                ) : (
                  <Trans>Unknown</Trans>
                )}
              </td>
              <td dir="auto">{entry.feedback ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledTableScroll>
  );
}
