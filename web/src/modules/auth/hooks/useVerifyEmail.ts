import { useLingui } from '@lingui/react/macro';
import { useMutationOnArrival, type ArrivalState } from '@/modules/api/hooks/useMutationOnArrival';
import { VERIFY_EMAIL } from '@/modules/auth/graphql/VerifyEmail';

/** Confirms the address once on arrival: pending, then success or error (docs/product-rules.md). */
export function useVerifyEmail(token: string | null): ArrivalState {
  const { t } = useLingui();
  return useMutationOnArrival(VERIFY_EMAIL, token, {
    answerOf: (data) => data.verifyEmail,
    invalidLink: t`Invalid verification link.`,
    fallback: t`Verification failed`,
  });
}
