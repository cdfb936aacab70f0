import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '@bourses/common/limits';
import { getFragmentData } from '@/modules/staff/__generated__';
import { ACCOUNT_ROW_FIELDS } from '@/modules/staff/accounts/graphql/AccountRowFields';
import { STAFF_USERS } from '@/modules/staff/accounts/graphql/StaffUsers';
import {
  toUserFilter,
  toUserSort,
  type AccountListQuery,
} from '@/modules/staff/accounts/utils/account-list-query';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';

/** One page of accounts for the filters and the sort of the address. */
export function useStaffUsers(query: AccountListQuery) {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const { data, previousData, loading, error } = useQuery(STAFF_USERS, {
    variables: {
      filter: toUserFilter(query),
      sort: toUserSort(query.sort),
      page: query.page,
      limit: PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.users;
  return {
    users: getFragmentData(ACCOUNT_ROW_FIELDS, result?.items ?? []),
    pagination: result?.pagination ?? null,
    loading: loading && !result,
    error: error ? failureMessage(error, t`Failed to fetch users`) : null,
  };
}
