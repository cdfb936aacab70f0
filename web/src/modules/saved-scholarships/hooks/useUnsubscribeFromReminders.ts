import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/modules/api/utils/graphql-error';
import { UNSUBSCRIBE_FROM_REMINDERS } from '@/modules/saved-scholarships/graphql/UnsubscribeFromReminders';

export type UnsubscribeState =
  | { status: 'pending' }
  | { status: 'success'; message: string }
  | { status: 'error'; message: string };

type Outcome = { success: true; message: string } | { success: false; error: unknown };

// React's strict mode runs effects twice: the second run reuses the first call.
const unsubscriptions = new Map<string, Promise<Outcome>>();

/**
 * Turns reminders off once on arrival, with the link's token and without signing in: the link is
 * "one click" (docs/product-rules.md, Saved scholarships). Pending, then done or why not.
 */
export function useUnsubscribeFromReminders(token: string | null): UnsubscribeState {
  const { t } = useLingui();
  const [mutate] = useMutation(UNSUBSCRIBE_FROM_REMINDERS);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    let unsubscription = unsubscriptions.get(token);
    if (!unsubscription) {
      unsubscription = mutate({ variables: { token } }).then(
        ({ data }): Outcome =>
          data?.unsubscribeFromReminders.success
            ? { success: true, message: data.unsubscribeFromReminders.message }
            : { success: false, error: null },
        (error: unknown): Outcome => ({ success: false, error }),
      );
      unsubscriptions.set(token, unsubscription);
    }
    void unsubscription.then((result) => {
      if (!cancelled) setOutcome(result);
    });
    return () => {
      cancelled = true;
    };
  }, [token, mutate]);

  if (!token) return { status: 'error', message: t`This unsubscribe link is not valid.` };
  if (!outcome) return { status: 'pending' };
  if (outcome.success) return { status: 'success', message: outcome.message };
  return {
    status: 'error',
    message: errorMessage(outcome.error, t`Unsubscribing failed`, (status) => t`API Error: ${status}`),
  };
}
