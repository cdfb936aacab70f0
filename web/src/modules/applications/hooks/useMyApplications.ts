import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '@bourses/common/limits';
import { MY_APPLICATIONS } from '@/modules/applications/graphql/MyApplications';
import { errorMessage } from '@/modules/api/utils/graphql-error';
import type { MyApplicationsQuery } from '@/modules/applications/utils/my-applications-query';

/** The signed-in student's applications that match the query, newest first. */
export function useMyApplications({ status, search, page }: MyApplicationsQuery) {
  const { t } = useLingui();
  const { data, previousData, loading, error } = useQuery(MY_APPLICATIONS, {
    variables: { status, search: search.trim() || undefined, page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.myApplications;
  return {
    applications: result?.items ?? [],
    pagination: result?.pagination ?? null,
    loading: loading && !result,
    error: error
      ? errorMessage(error, t`Failed to fetch applications`, (status) => t`API Error: ${status}`)
      : null,
  };
}
