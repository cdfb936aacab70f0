import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { SCHOLARSHIP_DETAIL } from '@/modules/scholarships/graphql/ScholarshipDetail';
import { errorMessage, graphQLErrorCode } from '@/modules/api/utils/graphql-error';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';
import { toGraphQLLanguage } from '@/modules/i18n/utils/graphql-language';

/** One scholarship in the active language, with the signed-in student's application to it. */
export function useScholarshipDetail(id: string) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const { data, loading, error } = useQuery(SCHOLARSHIP_DETAIL, {
    variables: { id, language: toGraphQLLanguage(language) },
    fetchPolicy: 'cache-and-network',
  });
  const notFound = (!loading && !error && data?.scholarship === null) || graphQLErrorCode(error) === 'NOT_FOUND';
  return {
    scholarship: data?.scholarship ?? null,
    loading: loading && !data,
    notFound,
    error:
      error && !notFound
        ? errorMessage(error, t`Failed to fetch scholarship details`, (status) => t`API Error: ${status}`)
        : null,
  };
}
