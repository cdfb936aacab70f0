import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { STAFF_USER } from '@/modules/staff/accounts/graphql/StaffUser';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';

export function useStaffUser(id: string) {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const { data, loading, error } = useQuery(STAFF_USER, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  return {
    user: data?.user ?? null,
    loading: loading && !data,
    notFound: !loading && !error && data?.user === null,
    error: error ? failureMessage(error, t`Failed to fetch user details`) : null,
  };
}
