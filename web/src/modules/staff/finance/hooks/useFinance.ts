import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { getFragmentData } from '@/modules/staff/__generated__';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';
import { FINANCE_ROW_FIELDS } from '@/modules/staff/finance/graphql/FinanceRowFields';
import { STAFF_FINANCE } from '@/modules/staff/finance/graphql/StaffFinance';

/** The season's money (docs/payments.md, "Finance view"), fetched again each time the page opens. */
export function useFinance() {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const { data, loading, error } = useQuery(STAFF_FINANCE, { fetchPolicy: 'cache-and-network' });
  const finance = data?.finance;
  return {
    finance: finance
      ? {
          total: getFragmentData(FINANCE_ROW_FIELDS, finance.total),
          registration: getFragmentData(FINANCE_ROW_FIELDS, finance.registration),
          perScholarship: getFragmentData(FINANCE_ROW_FIELDS, finance.perScholarship),
          perMonth: getFragmentData(FINANCE_ROW_FIELDS, finance.perMonth),
        }
      : null,
    loading: loading && !data,
    error: error ? failureMessage(error, t`Failed to fetch the finance figures`) : null,
  };
}
