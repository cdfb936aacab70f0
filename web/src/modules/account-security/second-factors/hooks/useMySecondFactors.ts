import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { getFragmentData } from '@/modules/account-security/__generated__';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';
import { MY_SECOND_FACTORS } from '@/modules/account-security/second-factors/graphql/MySecondFactors';
import { SECOND_FACTOR_FIELDS } from '@/modules/account-security/second-factors/graphql/SecondFactorFields';

/** The signed-in user's second factors and how many recovery codes are left. */
export function useMySecondFactors() {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const { data, loading, error } = useQuery(MY_SECOND_FACTORS, { fetchPolicy: 'cache-and-network' });
  const answer = data?.mySecondFactors;
  return {
    factors: answer ? answer.factors.map((factor) => getFragmentData(SECOND_FACTOR_FIELDS, factor)) : null,
    recoveryCodesLeft: answer?.recoveryCodesLeft ?? 0,
    loading: loading && !answer,
    error: error ? failureMessage(error, t`Your second steps could not be loaded.`) : null,
  };
}
