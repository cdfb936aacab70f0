import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';
import { getFragmentData } from '@/modules/staff/__generated__';
import { BANK_STATEMENT } from '@/modules/staff/statements/graphql/BankStatement';
import { STATEMENT_SUMMARY_FIELDS } from '@/modules/staff/statements/graphql/StatementSummaryFields';

/** One imported statement with its lists. */
export function useBankStatement(id: string) {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const { data, loading, error } = useQuery(BANK_STATEMENT, { variables: { id } });
  const statement = data?.bankStatement;
  return {
    statement: statement ? getFragmentData(STATEMENT_SUMMARY_FIELDS, statement) : null,
    loading: loading && !data,
    error: error ? failureMessage(error, t`The statement could not be read.`) : null,
  };
}
