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
import { StaffPager } from '@/modules/staff/shared/components/StaffPager';
import {
  StyledMuted,
  StyledPageHeading,
  StyledTable,
  StyledTableScroll,
} from '@/modules/staff/shared/components/StaffTable.styles';
import { ApplicationStatusBadge } from '@/modules/staff/shared/components/StatusChips';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Spinner } from '@/modules/ui/components/Spinner';

/** /admin/applications: every application, newest first, filtered through the address. */
export function ApplicationsAdminPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const query = readApplicationListQuery(params);
  const { applications, pagination, loading, error } = useStaffApplications(query);
  const { exportCsv, exporting } = useApplicationsCsvExport(query);
  const change = (next: ApplicationListQuery) => setParams(writeApplicationListQuery(next));

  return (
    <section aria-labelledby="staff-applications-title">
      <StyledPageHeading>
        <h1 id="staff-applications-title">
          <Trans>Applications</Trans>
        </h1>
        <StyledButton
          type="button"
          $variant="secondary"
          disabled={exporting}
          onClick={() => void exportCsv()}
        >
          <Trans>Export CSV</Trans>
        </StyledButton>
      </StyledPageHeading>
      <ApplicationFilters key={params.toString()} query={query} onChange={change} />
      {error ? <Alert severity="error">{error}</Alert> : null}
      {loading ? <Spinner /> : null}
      {!loading && !error && applications.length === 0 ? (
        <Alert severity="info">
          <Trans>No application matches these filters.</Trans>
        </Alert>
      ) : null}
      {applications.length > 0 ? (
        <StyledTableScroll>
          <StyledTable>
            <caption>{t`Applications`}</caption>
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
          </StyledTable>
        </StyledTableScroll>
      ) : null}
      {pagination ? (
        <StaffPager
          page={pagination.page}
          pages={pagination.pages}
          total={pagination.total}
          onPageChange={(page) => change({ ...query, page })}
        />
      ) : null}
    </section>
  );
}
