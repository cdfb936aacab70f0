import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { STAFF_APPLICATION } from '@/modules/staff/applications/graphql/StaffApplication';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';

export function useStaffApplication(id: string) {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const { data, loading, error } = useQuery(STAFF_APPLICATION, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  return {
    application: data?.application ?? null,
    loading: loading && !data,
    notFound: !loading && !error && data?.application === null,
    error: error ? failureMessage(error, t(SHARED_MESSAGES.applicationLoadFailed)) : null,
  };
}
