import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams, useSearchParams } from 'react-router-dom';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { useCountryName } from '@/modules/i18n/hooks/useCountryName';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';
import { formatDate, formatDeadline } from '@/modules/i18n/utils/format-date';
import { NotFoundPage } from '@/modules/layout/components/NotFoundPage';
import { ApplicationsTable } from '@/modules/staff/applications/components/ApplicationsTable';
import { useStaffApplications } from '@/modules/staff/applications/hooks/useStaffApplications';
import { ScholarshipLifeActions } from '@/modules/staff/scholarships/components/ScholarshipLifeActions';
import { ScholarshipStatusChip } from '@/modules/staff/scholarships/components/ScholarshipStatusChip';
import { STAFF_SCHOLARSHIP } from '@/modules/staff/scholarships/graphql/StaffScholarship';
import { StaffListPage } from '@/modules/staff/shared/components/StaffListPage';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';
import { Spinner } from '@/modules/ui/components/Spinner';
import { readPage } from '@/modules/ui/utils/url-values';
import { StyledFacts } from '@/modules/ui/components/Facts';

/** /admin/scholarships/{id}: a scholarship as staff read it, with the applications it received. */
export function ScholarshipViewPage() {
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  const countryName = useCountryName();
  const failureMessage = useFailureMessage();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const { data, loading, error } = useQuery(STAFF_SCHOLARSHIP, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const applications = useStaffApplications({ status: null, scholarshipId: id, search: '', page });

  if (loading && !data) return <Spinner />;
  const scholarship = data?.scholarship;
  if (!error && !scholarship) return <NotFoundPage />;
  const translations = scholarship?.translations;
  // The staff member's language when the scholarship has it, else the French every scholarship has.
  const title = translations?.[language]?.title || translations?.fr?.title || '';

  return (
    <StaffListPage
      titleId="staff-scholarship-title"
      title={<span dir="auto">{title}</span>}
      actions={scholarship ? <ScholarshipLifeActions id={id} status={scholarship.status} /> : null}
      filters={
        scholarship ? (
          <StyledFacts>
            <dt>{t(SHARED_MESSAGES.status)}</dt>
            <dd>
              <ScholarshipStatusChip status={scholarship.status} />
            </dd>
            <dt>{t(SHARED_MESSAGES.country)}</dt>
            <dd>{countryName(scholarship.country)}</dd>
            <dt>{t(SHARED_MESSAGES.university)}</dt>
            <dd dir="auto">{scholarship.university}</dd>
            <dt>{t(SHARED_MESSAGES.startDate)}</dt>
            <dd>{formatDate(i18n, scholarship.startDate, 'long')}</dd>
            <dt>{t(SHARED_MESSAGES.deadline)}</dt>
            <dd>{formatDeadline(i18n, scholarship.deadline, 'long')}</dd>
          </StyledFacts>
        ) : null
      }
      loading={applications.loading}
      error={error ? failureMessage(error, t(SHARED_MESSAGES.scholarshipLoadFailed)) : applications.error}
      rowCount={applications.applications.length}
      emptyText={<Trans>No application to this scholarship yet.</Trans>}
      pagination={applications.pagination}
      onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
    >
      <ApplicationsTable applications={applications.applications} />
    </StaffListPage>
  );
}
