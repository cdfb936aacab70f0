import type { LazyCatalog } from '@/modules/i18n/hooks/useLazyCatalog';

/** Messages, conversations and correction requests: their catalogue loads with their screens (useLazyCatalog). */
export const CORRESPONDENCE_CATALOG: LazyCatalog = {
  fr: () => import('@/modules/correspondence/locales/fr/messages.ts'),
  ar: () => import('@/modules/correspondence/locales/ar/messages.ts'),
  en: () => import('@/modules/correspondence/locales/en/messages.ts'),
};
