import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '@bourses/common/limits';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';
import { BANK_STATEMENTS } from '@/modules/staff/statements/graphql/BankStatements';

/** One page of the past imports, latest first. */
export function useBankStatements(page: number) {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const { data, previousData, loading, error } = useQuery(BANK_STATEMENTS, {
    variables: { page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.bankStatements;
  return {
    statements: result?.items ?? [],
    pagination: result?.pagination ?? null,
    loading: loading && !result,
    error: error ? failureMessage(error, t`The imported statements could not be read.`) : null,
  };
}
