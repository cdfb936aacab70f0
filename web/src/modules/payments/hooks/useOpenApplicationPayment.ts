import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { OpenApplicationPaymentMutation } from '@/__generated__/graphql';
import { useMutationAction, type MutationOutcome } from '@/modules/api/hooks/useMutationAction';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';
import { toGraphQLLanguage } from '@/modules/i18n/utils/graphql-language';
import { OPEN_APPLICATION_PAYMENT } from '@/modules/payments/graphql/OpenApplicationPayment';

// Opening changes no query on the page: the application's page reads the payment once applied.
const NOTHING_TO_REFETCH: never[] = [];

/**
 * The payment of a scholarship's fee, opened as the apply dialog opens so that the student reads the
 * reference to write on the transfer before sending its receipt. The server answers the same payment
 * each time (docs/payments.md), so asking on each opening opens nothing more.
 */
export function useOpenApplicationPayment(scholarshipId: string) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const { run } = useMutationAction(OPEN_APPLICATION_PAYMENT, {
    fallback: t`Failed to read the payment's reference`,
    refetch: NOTHING_TO_REFETCH,
  });
  const [outcome, setOutcome] = useState<MutationOutcome<OpenApplicationPaymentMutation> | null>(null);
  useEffect(() => {
    let current = true;
    void run({ scholarshipId, language: toGraphQLLanguage(language) }).then((answer) => {
      if (current) setOutcome(answer);
    });
    return () => {
      current = false;
    };
  }, [run, scholarshipId, language]);
  return {
    payment: outcome?.ok ? outcome.data.openApplicationPayment : null,
    error: outcome && !outcome.ok ? outcome.message : null,
  };
}
