import type { LazyCatalog } from '@/modules/i18n/hooks/useLazyCatalog';

/** Two-step sign-in, sessions and re-authentication: their catalogue loads with their screens (useLazyCatalog). */
export const ACCOUNT_SECURITY_CATALOG: LazyCatalog = {
  fr: () => import('@/modules/account-security/locales/fr/messages.ts'),
  ar: () => import('@/modules/account-security/locales/ar/messages.ts'),
  en: () => import('@/modules/account-security/locales/en/messages.ts'),
};
