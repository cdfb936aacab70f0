import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';
import { SCHOLARSHIP_DETAIL } from '@/modules/scholarships/graphql/ScholarshipDetail';
import { graphQLErrorCode } from '@/modules/api/utils/graphql-error';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';
import { toGraphQLLanguage } from '@/modules/i18n/utils/graphql-language';

/** One scholarship in the active language, with the signed-in student's application to it. */
export function useScholarshipDetail(id: string) {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
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
        ? failureMessage(error, t`Failed to fetch scholarship details`)
        : null,
  };
}
