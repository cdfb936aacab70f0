import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';
import { START_CARD_PAYMENT } from '@/modules/card-payment/graphql/StartCardPayment';
import { postToGateway } from '@/modules/card-payment/utils/post-to-gateway';

// Starting changes nothing the page shows: the student leaves it for CMI's.
const NOTHING_TO_REFETCH: never[] = [];

/**
 * "Pay by card": a new attempt at CMI for the payment, then the browser posts its signed form to CMI's
 * page. Busy from the click until the page is left; the api's refusal (card payment off, nothing to
 * pay) is the error to show.
 */
export function useStartCardPayment() {
  const { t } = useLingui();
  const { run } = useMutationAction(START_CARD_PAYMENT, {
    fallback: t`The card payment could not be started. Try again.`,
    refetch: NOTHING_TO_REFETCH,
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Back from CMI's page with the browser's back button, the page comes from its cache as it was left.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);
  const start = useCallback(
    async (paymentId: string) => {
      setBusy(true);
      setError(null);
      const outcome = await run({ paymentId });
      if (outcome.ok) {
        // Stays busy: the browser is on its way to CMI's page.
        postToGateway(outcome.data.startCardPayment);
        return;
      }
      setError(outcome.message);
      setBusy(false);
    },
    [run],
  );
  return { start, busy, error };
}
