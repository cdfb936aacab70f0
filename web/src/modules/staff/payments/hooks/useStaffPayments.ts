import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '@bourses/common/limits';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';
import { getFragmentData } from '@/modules/staff/__generated__';
import { PAYMENT_ROW_FIELDS } from '@/modules/staff/payments/graphql/PaymentRowFields';
import { STAFF_PAYMENTS } from '@/modules/staff/payments/graphql/StaffPayments';
import { toPaymentFilter, type PaymentListQuery } from '@/modules/staff/payments/utils/payment-list-query';

/** One page of payments as the address filters it, fetched again each time the page opens. */
export function useStaffPayments(query: PaymentListQuery) {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const { data, previousData, loading, error } = useQuery(STAFF_PAYMENTS, {
    variables: { filter: toPaymentFilter(query), page: query.page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.payments;
  return {
    payments: getFragmentData(PAYMENT_ROW_FIELDS, result?.items ?? []),
    pagination: result?.pagination ?? null,
    loading: loading && !result,
    error: error ? failureMessage(error, t`The payments could not be read.`) : null,
  };
}
