import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '@bourses/common/limits';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';
import { MY_APPLICATIONS } from '@/modules/applications/graphql/MyApplications';
import type { MyApplicationsQuery } from '@/modules/applications/utils/my-applications-query';

/** The signed-in student's applications that match the query, newest first. */
export function useMyApplications({ status, search, page }: MyApplicationsQuery) {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const { data, previousData, loading, error } = useQuery(MY_APPLICATIONS, {
    variables: { status, search: search.trim() || undefined, page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.myApplications;
  return {
    applications: result?.items ?? [],
    pagination: result?.pagination ?? null,
    loading: loading && !result,
    error: error ? failureMessage(error, t`Failed to fetch applications`) : null,
  };
}
