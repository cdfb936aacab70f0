import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { getFragmentData } from '@/__generated__';
import { APPLICATION_SUMMARY_FIELDS } from '@/modules/applications/graphql/ApplicationSummaryFields';
import { ApplicationStatusChip } from '@/modules/applications/components/ApplicationStatusChip';
import { unreadMessagesLabel } from '@/modules/layout/utils/unread-messages-label';
import { StyledChip } from '@/modules/ui/components/Chip';
import { useMyApplications } from '@/modules/applications/hooks/useMyApplications';
import { ApplicationStatusFilter } from '@/modules/applications/components/ApplicationStatusFilter';
import {
  readMyApplicationsQuery,
  writeMyApplicationsQuery,
  type MyApplicationsQuery,
} from '@/modules/applications/utils/my-applications-query';
import { useCountryName } from '@/modules/i18n/hooks/useCountryName';
import { useTextLanguage } from '@/modules/i18n/hooks/useTextLanguage';
import { formatDate, formatDeadline } from '@/modules/i18n/utils/format-date';
import { Alert } from '@/modules/ui/components/Alert';
import { ListFilters } from '@/modules/ui/components/ListFilters';
import { Pager } from '@/modules/ui/components/Pager';
import { Spinner } from '@/modules/ui/components/Spinner';
import { StyledSurface } from '@/modules/ui/components/Surface';
import { below } from '@/modules/theme/theme';
import { BrowseScholarshipsLink } from '@/modules/scholarships/components/BrowseScholarshipsLink';
import { EmptyState } from '@/modules/ui/components/EmptyState';

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// The title shares its line with the status only where both fit; everything below takes the
// card's whole width (docs/product-rules.md: a phone's cards read in full lines).
const StyledItem = styled(StyledSurface).attrs({ as: 'li' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(2)};
  p {
    margin: 0;
  }
`;

const StyledItemHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1, 2)};
  h2 {
    flex: 1 1 auto;
    min-inline-size: 0;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.large};
    overflow-wrap: break-word;
  }
  ${below('small')} {
    flex-direction: column;
  }
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

function MyApplicationsFilters({
  query,
  onChange,
}: {
  query: MyApplicationsQuery;
  onChange: (query: MyApplicationsQuery) => void;
}) {
  const { t } = useLingui();
  return (
    <ListFilters
      label={t`Filter my applications`}
      searchLabel={t`Search by scholarship`}
      query={query}
      onChange={onChange}
    >
      {(apply) => <ApplicationStatusFilter value={query.status} onChange={(status) => apply({ status })} />}
    </ListFilters>
  );
}

/** /applications: the student's applications with status, deadline and the staff's feedback, filtered by status and title. */
export function ApplicationsPage() {
  const { i18n } = useLingui();
  const countryName = useCountryName();
  const textLanguage = useTextLanguage();
  const [params, setParams] = useSearchParams();
  const query = readMyApplicationsQuery(params);
  const filtered = query.status !== null || query.search.trim() !== '';
  const { applications, pagination, loading, error } = useMyApplications(query);
  const show = (next: MyApplicationsQuery) => setParams(writeMyApplicationsQuery(next));

  return (
    <section aria-labelledby="applications-title">
      <h1 id="applications-title">
        <Trans>My Applications</Trans>
      </h1>
      {filtered || applications.length > 0 ? <MyApplicationsFilters query={query} onChange={show} /> : null}
      {loading ? <Spinner /> : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      {!loading && !error && applications.length === 0 && filtered ? (
        <EmptyState>
          <Trans>No application matches these filters.</Trans>
        </EmptyState>
      ) : null}
      {!loading && !error && applications.length === 0 && !filtered ? (
        <EmptyState title={<Trans>No applications yet</Trans>} action={<BrowseScholarshipsLink />}>
          <Trans>
            Find a scholarship and apply with your payment receipt: your applications will appear here.
          </Trans>
        </EmptyState>
      ) : null}
      <StyledList>
        {applications.map((item) => {
          const application = getFragmentData(APPLICATION_SUMMARY_FIELDS, item);
          const deadline = formatDeadline(i18n, application.scholarship.deadline, 'short');
          const submitted = formatDate(i18n, application.createdAt, 'short');
          return (
            <StyledItem key={application.id}>
              <StyledItemHead>
                <h2 {...textLanguage(application.scholarship.textLanguages.title)}>
                  <Link to={`/applications/${application.id}`}>{application.scholarship.title}</Link>
                </h2>
                <ApplicationStatusChip status={application.status} />
                {application.conversation && application.conversation.unreadCount > 0 ? (
                  <StyledChip $severity="error">
                    {unreadMessagesLabel(i18n, application.conversation.unreadCount)}
                  </StyledChip>
                ) : null}
              </StyledItemHead>
              <StyledMuted>
                {countryName(application.scholarship.country)} · <bdi>{application.scholarship.university}</bdi>
              </StyledMuted>
              <StyledMuted>
                <Trans>
                  Sent on {submitted} · deadline {deadline}
                </Trans>
              </StyledMuted>
              {application.rejectionReason || application.feedback ? (
                <p dir="auto">{application.rejectionReason ?? application.feedback}</p>
              ) : null}
            </StyledItem>
          );
        })}
      </StyledList>
      {pagination ? (
        <Pager pagination={pagination} onPageChange={(page) => show({ ...query, page })} />
      ) : null}
    </section>
  );
}
