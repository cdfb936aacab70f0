import type { LazyCatalog } from '@/modules/i18n/hooks/useLazyCatalog';

/** Paying by card at CMI: its catalogue loads with "Pay by card" and the return pages (useLazyCatalog). */
export const CARD_PAYMENT_CATALOG: LazyCatalog = {
  fr: () => import('@/modules/card-payment/locales/fr/messages.ts'),
  ar: () => import('@/modules/card-payment/locales/ar/messages.ts'),
  en: () => import('@/modules/card-payment/locales/en/messages.ts'),
};
