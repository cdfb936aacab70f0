import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useSession } from '@/modules/auth/hooks/useSession';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';
import { toGraphQLLanguage } from '@/modules/i18n/utils/graphql-language';
import { REGISTRATION_PAYMENT } from '@/modules/payments/graphql/RegistrationPayment';

/** The signed-in student's registration fee payment (null when none: a free registration, or before payments). */
export function useRegistrationPayment() {
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const { language } = useLanguage();
  const { data, refetch } = useQuery(REGISTRATION_PAYMENT, {
    skip: !signedIn,
    variables: { language: toGraphQLLanguage(language) },
    fetchPolicy: 'cache-and-network',
  });
  const recheck = useCallback(() => {
    // The next check asks again: nothing to tell the student about one that failed.
    if (signedIn) refetch().catch(() => undefined);
  }, [refetch, signedIn]);
  return { payment: data?.me?.registrationPayment ?? null, recheck };
}
