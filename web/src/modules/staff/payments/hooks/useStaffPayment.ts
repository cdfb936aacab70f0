import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';
import { STAFF_PAYMENT } from '@/modules/staff/payments/graphql/StaffPayment';

/** One payment with its duplicates; a number only (the other /admin/payments/… pages are not payments). */
export function useStaffPayment(id: string) {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const isNumber = /^\d+$/.test(id);
  const { data, loading, error } = useQuery(STAFF_PAYMENT, {
    variables: { id },
    skip: !isNumber,
    fetchPolicy: 'cache-and-network',
  });
  return {
    payment: data?.payment ?? null,
    loading: isNumber && loading && !data,
    notFound: !isNumber || (!loading && !error && data?.payment === null),
    error: error ? failureMessage(error, t`The payment could not be read.`) : null,
  };
}
