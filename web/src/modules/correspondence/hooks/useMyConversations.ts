import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';
import { MY_CONVERSATIONS } from '@/modules/correspondence/graphql/MyConversations';

/** The student's conversations: the account's first, then the applications', latest message first. */
export function useMyConversations() {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const { data, loading, error } = useQuery(MY_CONVERSATIONS, { fetchPolicy: 'cache-and-network' });
  return {
    conversations: data?.myConversations ?? [],
    loading: loading && !data,
    error: error && !data ? failureMessage(error, t`The conversations could not be loaded.`) : null,
  };
}
