import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { getFragmentData } from '@/modules/staff/__generated__';
import { ACCOUNT_ROW_FIELDS } from '@/modules/staff/accounts/graphql/AccountRowFields';
import { STAFF_USERS } from '@/modules/staff/accounts/graphql/StaffUsers';
import { ACCOUNT_CSV_HEADERS, accountCsvCells } from '@/modules/staff/accounts/utils/account-csv';
import {
  toUserFilter,
  toUserSort,
  type AccountListQuery,
} from '@/modules/staff/accounts/utils/account-list-query';
import { useCsvExport } from '@/modules/staff/shared/hooks/useCsvExport';

/** Every account matching the filters of the address, as CSV, in the order of the table. */
export function useAccountsCsvExport(query: AccountListQuery) {
  const client = useApolloClient();
  const fetchPage = useCallback(
    async (page: number, limit: number) => {
      const { data } = await client.query({
        query: STAFF_USERS,
        variables: { filter: toUserFilter(query), sort: toUserSort(query.sort), page, limit },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('The accounts could not be read');
      return {
        rows: getFragmentData(ACCOUNT_ROW_FIELDS, data.users.items),
        pages: data.users.pagination.pages,
      };
    },
    [client, query],
  );
  return useCsvExport({
    fileName: 'accounts.csv',
    headers: ACCOUNT_CSV_HEADERS,
    fetchPage,
    toCells: accountCsvCells,
  });
}
