import { useQuery } from '@apollo/client/react';
import { SCHOLARSHIP_FILTER_OPTIONS } from '@/modules/scholarships/graphql/ScholarshipFilterOptions';

/** Countries and universities to offer in the filter bar (empty lists while loading or on failure). */
export function useScholarshipFilterOptions() {
  const { data } = useQuery(SCHOLARSHIP_FILTER_OPTIONS);
  return {
    countries: data?.scholarshipFilterOptions.countries ?? [],
    universities: data?.scholarshipFilterOptions.universities ?? [],
  };
}
