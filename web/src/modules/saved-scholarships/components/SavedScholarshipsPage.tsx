import { Trans } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSavedScholarships } from '@/modules/saved-scholarships/hooks/useSavedScholarships';
import { ScholarshipCard } from '@/modules/scholarships/components/ScholarshipCard';
import { StyledScholarshipGrid } from '@/modules/scholarships/components/ScholarshipGrid';
import { Alert } from '@/modules/ui/components/Alert';
import { Pager } from '@/modules/ui/components/Pager';
import { Spinner } from '@/modules/ui/components/Spinner';
import { BrowseScholarshipsLink } from '@/modules/scholarships/components/BrowseScholarshipsLink';
import { EmptyState } from '@/modules/ui/components/EmptyState';

const StyledIntro = styled.p`
  max-inline-size: 720px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /favoris: the scholarships the student saved, soonest deadline first, each with its save button. */
export function SavedScholarshipsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { scholarships, pagination, loading, error } = useSavedScholarships(page);

  return (
    <section aria-labelledby="saved-title">
      <h1 id="saved-title">
        <Trans>Saved Scholarships</Trans>
      </h1>
      <StyledIntro>
        <Trans>
          We e-mail you 7 days and 1 day before the deadline of a saved scholarship you have not applied to. You
          can turn these reminders off in <Link to="/profile">your profile</Link>.
        </Trans>
      </StyledIntro>
      {loading ? <Spinner /> : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      {!loading && !error && scholarships.length === 0 ? (
        <EmptyState title={<Trans>No saved scholarships yet</Trans>} action={<BrowseScholarshipsLink />}>
          <Trans>Save a scholarship from its card or its page: it will appear here.</Trans>
        </EmptyState>
      ) : null}
      <StyledScholarshipGrid>
        {scholarships.map((scholarship, position) => (
          <li key={scholarship.id}>
            <ScholarshipCard scholarship={scholarship} position={position} />
          </li>
        ))}
      </StyledScholarshipGrid>
      {pagination ? (
        <Pager pagination={pagination} onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})} />
      ) : null}
    </section>
  );
}
