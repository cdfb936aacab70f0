import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';
import { APPLICATION_DOCUMENTS } from '@/modules/documents/graphql/ApplicationDocuments';

/** An application's proofs of submission and decision letters, oldest first. */
export function useApplicationDocuments(applicationId: string) {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const { data, loading, error } = useQuery(APPLICATION_DOCUMENTS, {
    variables: { id: applicationId },
    fetchPolicy: 'cache-and-network',
  });
  return {
    documents: data?.application?.documents ?? [],
    loading: loading && !data,
    error: error && !data ? failureMessage(error, t`The documents could not be loaded.`) : null,
  };
}
