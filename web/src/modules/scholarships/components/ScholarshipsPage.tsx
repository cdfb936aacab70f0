import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { ScholarshipCard } from '@/modules/scholarships/components/ScholarshipCard';
import { ScholarshipCardSkeleton } from '@/modules/scholarships/components/ScholarshipCardSkeleton';
import { ScholarshipFilterBar } from '@/modules/scholarships/components/ScholarshipFilterBar';
import { StyledScholarshipGrid } from '@/modules/scholarships/components/ScholarshipGrid';
import { useScholarshipList } from '@/modules/scholarships/hooks/useScholarshipList';
import {
  narrowsScholarships,
  NO_SCHOLARSHIP_FILTERS,
  readScholarshipFilters,
  writeScholarshipFilters,
  type ScholarshipFilters,
} from '@/modules/scholarships/utils/scholarship-filters';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Pager } from '@/modules/ui/components/Pager';
import { Skeleton } from '@/modules/ui/components/Skeleton';
import { useHydrated } from '@/modules/ui/hooks/useHydrated';
import { PAGE_SIZE } from '@bourses/common/limits';

/** /bourses: the scholarship list, its filters kept in the address. */
export function ScholarshipsPage() {
  const [params, setParams] = useSearchParams();
  const filters = readScholarshipFilters(params);
  const { scholarships, pagination, loading, error } = useScholarshipList(filters);
  const hydrated = useHydrated();

  const applyFilters = (next: ScholarshipFilters) => setParams(writeScholarshipFilters(next));

  return (
    <section aria-labelledby="scholarships-title">
      <h1 id="scholarships-title">
        <Trans>Scholarships</Trans>
      </h1>
      <ScholarshipFilterBar key={filters.search} filters={filters} onChange={applyFilters} />
      {error ? <Alert severity="error">{error}</Alert> : null}
      {loading && scholarships.length === 0 ? (
        // A page of cards, each the size of one: the cards take their places without moving anything.
        <Skeleton>
          <StyledScholarshipGrid as="div">
            {Array.from({ length: PAGE_SIZE }, (_, index) => (
              <ScholarshipCardSkeleton key={index} />
            ))}
          </StyledScholarshipGrid>
        </Skeleton>
      ) : null}
      {!loading && !error && scholarships.length === 0 ? (
        <>
          <p>
            <Trans>No scholarships found.</Trans>
          </p>
          {narrowsScholarships(filters) ? (
            <StyledButton
              type="button"
              $variant="secondary"
              disabled={!hydrated}
              onClick={() => applyFilters(NO_SCHOLARSHIP_FILTERS)}
            >
              <Trans>Clear the filters</Trans>
            </StyledButton>
          ) : null}
        </>
      ) : null}
      <StyledScholarshipGrid aria-busy={loading}>
        {scholarships.map((scholarship, position) => (
          <li key={scholarship.id}>
            <ScholarshipCard scholarship={scholarship} position={position} />
          </li>
        ))}
      </StyledScholarshipGrid>
      {pagination ? <Pager pagination={pagination} onPageChange={(page) => applyFilters({ ...filters, page })} /> : null}
    </section>
  );
}
