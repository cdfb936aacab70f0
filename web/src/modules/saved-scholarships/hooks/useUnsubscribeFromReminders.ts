import { useLingui } from '@lingui/react/macro';
import { useMutationOnArrival, type ArrivalState } from '@/modules/api/hooks/useMutationOnArrival';
import { UNSUBSCRIBE_FROM_REMINDERS } from '@/modules/saved-scholarships/graphql/UnsubscribeFromReminders';

/**
 * Turns reminders off once on arrival, with the link's token and without signing in: the link is
 * "one click" (docs/product-rules.md, Saved scholarships). Pending, then done or why not.
 */
export function useUnsubscribeFromReminders(token: string | null): ArrivalState {
  const { t } = useLingui();
  return useMutationOnArrival(UNSUBSCRIBE_FROM_REMINDERS, token, {
    answerOf: (data) => data.unsubscribeFromReminders,
    invalidLink: t`This unsubscribe link is not valid.`,
    fallback: t`Unsubscribing failed`,
  });
}
