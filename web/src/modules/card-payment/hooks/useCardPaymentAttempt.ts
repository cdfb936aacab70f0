import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';
import type { CardPaymentReturnQuery } from '@/modules/card-payment/__generated__/graphql';
import { CARD_PAYMENT_RETURN } from '@/modules/card-payment/graphql/CardPaymentReturn';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';
import { toGraphQLLanguage } from '@/modules/i18n/utils/graphql-language';

export type CardAttempt = NonNullable<CardPaymentReturnQuery['cardPaymentAttempt']>;

// CMI calls the platform back within seconds; past a minute the student is told to look again later.
const POLL_MS = 3_000;
const WAIT_MS = 60_000;

/**
 * A card attempt as the server has it (docs/payments.md, "Card payment (CMI)"), never as the address
 * CMI sent the student to says: asked again every 3 s while CMI's callback has not come (STARTED),
 * for a minute at most; `waitedLong` then.
 */
export function useCardPaymentAttempt(orderId: string) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const failureMessage = useFailureMessage();
  const [waitedLong, setWaitedLong] = useState(false);
  const { data, loading, error, startPolling, stopPolling } = useQuery(CARD_PAYMENT_RETURN, {
    variables: { orderId, language: toGraphQLLanguage(language) },
    skip: !orderId,
    fetchPolicy: 'network-only',
  });
  const attempt = data?.cardPaymentAttempt ?? null;
  const waiting = attempt?.status === 'STARTED' && !waitedLong;
  useEffect(() => {
    if (!waiting) return;
    startPolling(POLL_MS);
    const timer = setTimeout(() => setWaitedLong(true), WAIT_MS);
    return () => {
      stopPolling();
      clearTimeout(timer);
    };
  }, [waiting, startPolling, stopPolling]);
  return {
    attempt,
    loading: Boolean(orderId) && loading && !data,
    error: error && !data ? failureMessage(error, t`The card payment could not be read. Reload the page.`) : null,
    waitedLong,
  };
}
