import { useQuery } from '@apollo/client/react';
import { getFragmentData } from '@/modules/staff/__generated__';
import { ACCOUNT_REGISTRATION_PAYMENT } from '@/modules/staff/payments/graphql/AccountRegistrationPayment';
import { PAYMENT_REVIEW_FIELDS } from '@/modules/staff/payments/graphql/PaymentReviewFields';

/** One account's registration payment (from the cache when its page read it), or null; skipped with no account. */
export function useRegistrationPayment(userId: string | null) {
  const { data, loading } = useQuery(ACCOUNT_REGISTRATION_PAYMENT, {
    variables: { id: userId ?? '' },
    skip: !userId,
  });
  return {
    payment: getFragmentData(PAYMENT_REVIEW_FIELDS, data?.user?.registrationPayment ?? null),
    loading: Boolean(userId) && loading && !data,
  };
}
