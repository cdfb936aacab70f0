import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '@bourses/common/limits';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';
import { toGraphQLLanguage } from '@/modules/i18n/utils/graphql-language';
import { SAVED_SCHOLARSHIPS } from '@/modules/saved-scholarships/graphql/SavedScholarships';

/** One page of the student's saved scholarships in the active language, fetched afresh on each visit. */
export function useSavedScholarships(page: number) {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const { language } = useLanguage();
  const { data, previousData, loading, error } = useQuery(SAVED_SCHOLARSHIPS, {
    variables: { page, limit: PAGE_SIZE, language: toGraphQLLanguage(language) },
    // Saved or unsaved from another page since the last visit: show the list as the server has it.
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.savedScholarships;
  return {
    scholarships: result?.items ?? [],
    pagination: result?.pagination ?? null,
    loading: loading && !result,
    error: error ? failureMessage(error, t`Failed to fetch scholarships`) : null,
  };
}
