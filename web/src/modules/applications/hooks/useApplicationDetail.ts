import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';
import { APPLICATION_DETAIL } from '@/modules/applications/graphql/ApplicationDetail';
import { graphQLErrorCode } from '@/modules/api/utils/graphql-error';

export function useApplicationDetail(id: string) {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
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
    error: error && !notFound ? failureMessage(error, t`Failed to fetch application details`) : null,
  };
}
