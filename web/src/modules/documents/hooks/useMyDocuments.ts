import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';
import { MY_DOCUMENTS } from '@/modules/documents/graphql/MyDocuments';

/** The student's documents, newest first; asked again on each visit, as the queue issues them later. */
export function useMyDocuments() {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const { data, loading, error } = useQuery(MY_DOCUMENTS, { fetchPolicy: 'cache-and-network' });
  return {
    documents: data?.myDocuments ?? [],
    loading: loading && !data,
    error: error && !data ? failureMessage(error, t`The documents could not be loaded.`) : null,
  };
}
