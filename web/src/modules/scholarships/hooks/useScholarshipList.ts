import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '@bourses/common/limits';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';
import { SCHOLARSHIP_LIST } from '@/modules/scholarships/graphql/ScholarshipList';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';
import { toGraphQLLanguage } from '@/modules/i18n/utils/graphql-language';
import { toScholarshipFilterInput, type ScholarshipFilters } from '@/modules/scholarships/utils/scholarship-filters';

/** One page of scholarships in the active language; errors become the spec's message. */
export function useScholarshipList(filters: ScholarshipFilters) {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const { language } = useLanguage();
  const { data, previousData, loading, error } = useQuery(SCHOLARSHIP_LIST, {
    variables: {
      filter: toScholarshipFilterInput(filters, new Date()),
      page: filters.page,
      limit: PAGE_SIZE,
      language: toGraphQLLanguage(language),
    },
  });
  // Keep the previous page on screen while the next one loads.
  const page = (data ?? previousData)?.scholarships;
  return {
    scholarships: page?.items ?? [],
    pagination: page?.pagination ?? null,
    loading,
    error: error ? failureMessage(error, t`Failed to fetch scholarships`) : null,
  };
}
