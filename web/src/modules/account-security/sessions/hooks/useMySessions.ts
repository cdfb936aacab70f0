import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { getFragmentData } from '@/modules/account-security/__generated__';
import { MY_SESSIONS } from '@/modules/account-security/sessions/graphql/MySessions';
import { SESSION_FIELDS } from '@/modules/account-security/sessions/graphql/SessionFields';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';

/** The signed-in user's sessions, this one first (the server's order). Asked afresh each time: others come and go. */
export function useMySessions() {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const { data, loading, error } = useQuery(MY_SESSIONS, { fetchPolicy: 'cache-and-network' });
  return {
    sessions: data ? data.mySessions.map((session) => getFragmentData(SESSION_FIELDS, session)) : null,
    loading: loading && !data,
    error: error ? failureMessage(error, t`Your sessions could not be loaded.`) : null,
  };
}
