import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ScholarshipCard } from '@/modules/scholarships/components/ScholarshipCard';
import { ScholarshipFilterBar } from '@/modules/scholarships/components/ScholarshipFilterBar';
import { useScholarshipList } from '@/modules/scholarships/hooks/useScholarshipList';
import { readScholarshipFilters, writeScholarshipFilters, type ScholarshipFilters } from '@/modules/scholarships/utils/scholarship-filters';
import { Alert } from '@/modules/ui/components/Alert';
import { Pager } from '@/modules/ui/components/Pager';
import { Spinner } from '@/modules/ui/components/Spinner';
import { below } from '@/modules/theme/theme';

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${below('small')} {
    grid-template-columns: 1fr;
  }
`;

/** /bourses: the scholarship list, its filters kept in the address. */
export function ScholarshipsPage() {
  const [params, setParams] = useSearchParams();
  const filters = readScholarshipFilters(params);
  const { scholarships, pagination, loading, error } = useScholarshipList(filters);

  const applyFilters = (next: ScholarshipFilters) => setParams(writeScholarshipFilters(next));

  return (
    <section aria-labelledby="scholarships-title">
      <h1 id="scholarships-title">
        <Trans>Scholarships</Trans>
      </h1>
      <ScholarshipFilterBar key={filters.search} filters={filters} onChange={applyFilters} />
      {error ? <Alert severity="error">{error}</Alert> : null}
      {loading && scholarships.length === 0 ? <Spinner /> : null}
      {!loading && !error && scholarships.length === 0 ? (
        <p>
          <Trans>No scholarships found.</Trans>
        </p>
      ) : null}
      <StyledGrid aria-busy={loading}>
        {scholarships.map((scholarship) => (
          <li key={scholarship.id}>
            <ScholarshipCard scholarship={scholarship} />
          </li>
        ))}
      </StyledGrid>
      {pagination ? <Pager pagination={pagination} onPageChange={(page) => applyFilters({ ...filters, page })} /> : null}
    </section>
  );
}
