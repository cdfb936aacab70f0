import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '@bourses/common/limits';
import { STAFF_APPLICATIONS } from '@/modules/staff/applications/graphql/StaffApplications';
import {
  toApplicationFilter,
  type ApplicationListQuery,
} from '@/modules/staff/applications/utils/application-list-query';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';
import { getFragmentData } from '@/modules/staff/__generated__';
import { APPLICATION_ROW_FIELDS } from '@/modules/staff/applications/graphql/ApplicationRowFields';

export function useStaffApplications(query: ApplicationListQuery) {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const { data, previousData, loading, error } = useQuery(STAFF_APPLICATIONS, {
    variables: { filter: toApplicationFilter(query), page: query.page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.applications;
  return {
    applications: getFragmentData(APPLICATION_ROW_FIELDS, result?.items ?? []),
    pagination: result?.pagination ?? null,
    loading: loading && !result,
    error: error ? failureMessage(error, t`Failed to fetch admin applications`) : null,
  };
}
