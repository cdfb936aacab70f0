import type { LazyCatalog } from '@/modules/i18n/hooks/useLazyCatalog';

/** Official documents and their verification: their catalogue loads with their screens (useLazyCatalog). */
export const DOCUMENTS_CATALOG: LazyCatalog = {
  fr: () => import('@/modules/documents/locales/fr/messages.ts'),
  ar: () => import('@/modules/documents/locales/ar/messages.ts'),
  en: () => import('@/modules/documents/locales/en/messages.ts'),
};
