import type { Catalog } from '../i18n/catalog.ts';

/** Why a request's access token no longer counts, although it has not expired. */
export const SESSION_MESSAGES = {
  SESSION_ENDED: {
    fr: 'Votre session a été fermée. Veuillez vous reconnecter.',
    en: 'Your session has ended. Please sign in again.',
    ar: 'انتهت جلستك. يرجى تسجيل الدخول من جديد.',
  },
} satisfies Catalog;
