import { useQuery } from '@apollo/client/react';
import { MAX_PAGE_SIZE } from '@bourses/common/limits';
import { SCHOLARSHIP_CHOICES } from '@/modules/staff/applications/graphql/ScholarshipChoices';

/** Scholarships to filter applications by (the first hundred, soonest deadline first). */
export function useScholarshipChoices() {
  const { data } = useQuery(SCHOLARSHIP_CHOICES, { variables: { page: 1, limit: MAX_PAGE_SIZE } });
  return data?.scholarships.items ?? [];
}
