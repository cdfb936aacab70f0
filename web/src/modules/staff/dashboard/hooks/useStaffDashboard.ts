import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { STAFF_DASHBOARD } from '@/modules/staff/dashboard/graphql/StaffDashboard';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';

/** The console's counts, refreshed each time the overview opens. */
export function useStaffDashboard() {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const { data, loading, error } = useQuery(STAFF_DASHBOARD, { fetchPolicy: 'cache-and-network' });
  return {
    dashboard: data?.dashboard ?? null,
    loading: loading && !data,
    error: error ? failureMessage(error, t`Failed to fetch the dashboard`) : null,
  };
}
