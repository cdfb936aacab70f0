import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { APPLICATION_DETAIL } from '@/modules/applications/graphql/ApplicationDetail';
import { errorMessage, graphQLErrorCode } from '@/modules/api/utils/graphql-error';

export function useApplicationDetail(id: string) {
  const { t } = useLingui();
  const { data, loading, error } = useQuery(APPLICATION_DETAIL, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const notFound =
    (!loading && !error && data?.application === null) || graphQLErrorCode(error) === 'NOT_FOUND';
  return {
    application: data?.application ?? null,
    loading: loading && !data,
    notFound,
    error:
      error && !notFound
        ? errorMessage(error, t`Failed to fetch application details`, (status) => t`API Error: ${status}`)
        : null,
  };
}
