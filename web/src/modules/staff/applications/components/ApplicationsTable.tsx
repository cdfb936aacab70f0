import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { useTextLanguage } from '@/modules/i18n/hooks/useTextLanguage';
import { formatDate } from '@/modules/i18n/utils/format-date';
import type { useStaffApplications } from '@/modules/staff/applications/hooks/useStaffApplications';
import { StaffTable } from '@/modules/staff/shared/components/StaffListPage';
import { StyledMuted } from '@/modules/staff/shared/components/StaffTable.styles';
import { ApplicationStatusChip } from '@/modules/applications/components/ApplicationStatusChip';
import type { ApplicationQueueState } from '@/modules/staff/applications/utils/application-queue';
import { CorrectedMark } from '@/modules/staff/correspondence/components/CorrectedMark';
import { UnreadBadge } from '@/modules/staff/correspondence/components/UnreadBadge';

// An e-mail breaks anywhere rather than widen the table past the screen.
const StyledEmail = styled(StyledMuted)`
  overflow-wrap: anywhere;
`;

export interface ApplicationsTableProps {
  applications: ReturnType<typeof useStaffApplications>['applications'];
  /** With a selection, each row has a checkbox (the bulk decisions). */
  selection?: { selected: ReadonlySet<string>; onChange: (selected: Set<string>) => void };
  /** The list these rows belong to: each review page then steps through it with "Next application". */
  queue?: ApplicationQueueState;
}

/** Applications as staff list them: applicant, scholarship, status, assignee and dates, each opening its review. */
export function ApplicationsTable({ applications, selection, queue }: ApplicationsTableProps) {
  const { t, i18n } = useLingui();
  const textLanguage = useTextLanguage();
  const allSelected =
    selection !== undefined &&
    applications.length > 0 &&
    applications.every((application) => selection.selected.has(application.id));
  const toggle = (id: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };
  return (
    <StaffTable caption={t`Applications`}>
      <thead>
        <tr>
          {selection ? (
            <th scope="col">
              <input
                type="checkbox"
                aria-label={t`Select every application of this page`}
                checked={allSelected}
                onChange={() =>
                  selection.onChange(
                    allSelected ? new Set() : new Set(applications.map((application) => application.id)),
                  )
                }
              />
            </th>
          ) : null}
          <th scope="col">{t`Applicant`}</th>
          <th scope="col">{t(SHARED_MESSAGES.scholarship)}</th>
          <th scope="col">{t(SHARED_MESSAGES.status)}</th>
          <th scope="col">{t`Assigned to`}</th>
          <th scope="col">{t(SHARED_MESSAGES.sentOn)}</th>
          <th scope="col" data-priority="low">
            {t`Last change`}
          </th>
        </tr>
      </thead>
      <tbody>
        {applications.map((application) => {
          const name = application.applicant?.fullName || application.applicant?.email || t`Deleted account`;
          return (
            <tr key={application.id}>
              {selection ? (
                <td>
                  <input
                    type="checkbox"
                    aria-label={t`Select the application of ${name}`}
                    checked={selection.selected.has(application.id)}
                    onChange={() => toggle(application.id)}
                  />
                </td>
              ) : null}
              <th scope="row">
                <Link to={`/admin/applications/${application.id}`} state={queue} dir="auto">
                  {name}
                </Link>
                <br />
                <StyledEmail dir="ltr">{application.applicant?.email}</StyledEmail>
                {application.conversation?.unreadCount ? (
                  <>
                    <br />
                    <UnreadBadge count={application.conversation.unreadCount} />
                  </>
                ) : null}
              </th>
              <td {...textLanguage(application.scholarship.textLanguages.title)}>
                {application.scholarship.title}
              </td>
              <td>
                <ApplicationStatusChip status={application.status} />
                {application.corrected ? (
                  <>
                    {' '}
                    <CorrectedMark />
                  </>
                ) : null}
              </td>
              <td>
                {application.assignee ? (
                  <span dir="auto">{application.assignee.fullName}</span>
                ) : (
                  <StyledMuted>{t`Nobody`}</StyledMuted>
                )}
              </td>
              <td>{formatDate(i18n, application.createdAt, 'short')}</td>
              <td data-priority="low">{formatDate(i18n, application.updatedAt, 'short')}</td>
            </tr>
          );
        })}
      </tbody>
    </StaffTable>
  );
}
