import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { STAFF_APPLICATIONS } from '@/modules/staff/applications/graphql/StaffApplications';
import {
  APPLICATION_CSV_HEADERS,
  applicationCsvCells,
} from '@/modules/staff/applications/utils/application-csv';
import {
  toApplicationFilter,
  type ApplicationListQuery,
} from '@/modules/staff/applications/utils/application-list-query';
import { useCsvExport } from '@/modules/staff/shared/hooks/useCsvExport';
import { getFragmentData } from '@/modules/staff/__generated__';
import { APPLICATION_ROW_FIELDS } from '@/modules/staff/applications/graphql/ApplicationRowFields';

/** Every application matching the filters of the address, as CSV. */
export function useApplicationsCsvExport(query: ApplicationListQuery) {
  const client = useApolloClient();
  const fetchPage = useCallback(
    async (page: number, limit: number) => {
      const { data } = await client.query({
        query: STAFF_APPLICATIONS,
        variables: { filter: toApplicationFilter(query), page, limit },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('The applications could not be read');
      return {
        rows: getFragmentData(APPLICATION_ROW_FIELDS, data.applications.items),
        pages: data.applications.pagination.pages,
      };
    },
    [client, query],
  );
  return useCsvExport({
    fileName: 'applications.csv',
    headers: APPLICATION_CSV_HEADERS,
    fetchPage,
    toCells: applicationCsvCells,
  });
}
