import { useQuery } from '@apollo/client/react';
import { SCHOLARSHIP_FILTER_OPTIONS } from '@/modules/scholarships/graphql/ScholarshipFilterOptions';
import type { ScholarshipFilterOptions } from '@/modules/scholarships/utils/university-choices';

const NO_OPTIONS: ScholarshipFilterOptions = { countries: [], universities: [], universitiesByCountry: [] };

/** Countries and universities to offer in the filter bar, each country with its own (empty while loading or on failure). */
export function useScholarshipFilterOptions(): ScholarshipFilterOptions {
  const { data } = useQuery(SCHOLARSHIP_FILTER_OPTIONS);
  return data?.scholarshipFilterOptions ?? NO_OPTIONS;
}
