import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';
import { APPLICATION_DETAIL } from '@/modules/applications/graphql/ApplicationDetail';
import { graphQLErrorCode } from '@/modules/api/utils/graphql-error';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';
import { toGraphQLLanguage } from '@/modules/i18n/utils/graphql-language';

export function useApplicationDetail(id: string) {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const { language } = useLanguage();
  const { data, loading, error } = useQuery(APPLICATION_DETAIL, {
    // The payment's amounts are written in the page's language.
    variables: { id, language: toGraphQLLanguage(language) },
    fetchPolicy: 'cache-and-network',
  });
  const notFound =
    (!loading && !error && data?.application === null) || graphQLErrorCode(error) === 'NOT_FOUND';
  return {
    application: data?.application ?? null,
    loading: loading && !data,
    notFound,
    error: error && !notFound ? failureMessage(error, t`Failed to fetch application details`) : null,
  };
}
