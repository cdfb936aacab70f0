import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDate } from '@/modules/i18n/utils/format-date';
import { ApplicationFilters } from '@/modules/staff/applications/components/ApplicationFilters';
import { useApplicationsCsvExport } from '@/modules/staff/applications/hooks/useApplicationsCsvExport';
import { useStaffApplications } from '@/modules/staff/applications/hooks/useStaffApplications';
import {
  readApplicationListQuery,
  writeApplicationListQuery,
  type ApplicationListQuery,
} from '@/modules/staff/applications/utils/application-list-query';
import { ExportCsvButton, StaffListPage, StaffTable } from '@/modules/staff/shared/components/StaffListPage';
import { StyledMuted } from '@/modules/staff/shared/components/StaffTable.styles';
import { ApplicationStatusBadge } from '@/modules/staff/shared/components/StatusChips';

/** /admin/applications: every application, newest first, filtered through the address. */
export function ApplicationsAdminPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const query = readApplicationListQuery(params);
  const { applications, pagination, loading, error } = useStaffApplications(query);
  const { exportCsv, exporting } = useApplicationsCsvExport(query);
  const change = (next: ApplicationListQuery) => setParams(writeApplicationListQuery(next));

  return (
    <StaffListPage
      titleId="staff-applications-title"
      title={<Trans>Applications</Trans>}
      actions={<ExportCsvButton exporting={exporting} onExport={exportCsv} />}
      filters={<ApplicationFilters key={params.toString()} query={query} onChange={change} />}
      loading={loading}
      error={error}
      rowCount={applications.length}
      emptyText={<Trans>No application matches these filters.</Trans>}
      pagination={pagination}
      onPageChange={(page) => change({ ...query, page })}
    >
      <StaffTable caption={t`Applications`}>
        <thead>
          <tr>
            <th scope="col">{t`Applicant`}</th>
            <th scope="col">{t`Scholarship`}</th>
            <th scope="col">{t`Status`}</th>
            <th scope="col">{t`Sent on`}</th>
            <th scope="col">{t`Last change`}</th>
          </tr>
        </thead>
        <tbody>
          {applications.map((application) => (
            <tr key={application.id}>
              <th scope="row" dir="auto">
                <Link to={`/admin/applications/${application.id}`}>
                  {application.applicant?.fullName || application.applicant?.email || t`Deleted account`}
                </Link>
                <br />
                <StyledMuted dir="ltr">{application.applicant?.email}</StyledMuted>
              </th>
              <td dir="auto">{application.scholarship.title}</td>
              <td>
                <ApplicationStatusBadge status={application.status} />
              </td>
              <td>{formatDate(i18n, application.createdAt, 'short')}</td>
              <td>{formatDate(i18n, application.updatedAt, 'short')}</td>
            </tr>
          ))}
        </tbody>
      </StaffTable>
    </StaffListPage>
  );
}
