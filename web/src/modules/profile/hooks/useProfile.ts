import { useQuery } from '@apollo/client/react';
import { getFragmentData } from '@/__generated__';
import { SESSION_USER_FIELDS } from '@/modules/auth/graphql/SessionUserFields';
import { useSession } from '@/modules/auth/hooks/useSession';
import { PROFILE_DETAILS } from '@/modules/profile/graphql/ProfileDetails';

/** The signed-in user's profile; the stored user stands in while loading or offline. */
export function useProfile() {
  const session = useSession();
  const { data, loading } = useQuery(PROFILE_DETAILS, { fetchPolicy: 'cache-and-network' });
  const me = data?.me;
  const fields = me ? getFragmentData(SESSION_USER_FIELDS, me) : null;
  return {
    user: fields ?? (session.status === 'signedIn' ? session.user : null),
    documents: me ? { paymentReceiptUrl: me.paymentReceiptUrl, serviceContractUrl: me.serviceContractUrl } : null,
    /** Null until the server answered. */
    deadlineReminders: me?.deadlineReminders ?? null,
    /** Null until the server answered. */
    messageMails: me?.messageMails ?? null,
    loading: loading && !data,
  };
}
