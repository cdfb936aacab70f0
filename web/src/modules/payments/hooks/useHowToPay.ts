import { useQuery } from '@apollo/client/react';
import type { HowToPayQuery } from '@/__generated__/graphql';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';
import { toGraphQLLanguage } from '@/modules/i18n/utils/graphql-language';
import { HOW_TO_PAY } from '@/modules/payments/graphql/HowToPay';

export type HowToPaySettings = HowToPayQuery['paymentSettings'];

/** How to pay, in the active language (the contract template in French where it has none); null while loading or unreadable. */
export function useHowToPay(): HowToPaySettings | null {
  const { language } = useLanguage();
  const { data } = useQuery(HOW_TO_PAY, { variables: { language: toGraphQLLanguage(language) } });
  return data?.paymentSettings ?? null;
}
