import type { Catalog } from '../i18n/catalog.ts';

// Answered while the database cannot be reached (a restart, a network cut): the caller may retry.
export const DATABASE_MESSAGES = {
  DATABASE_UNAVAILABLE: {
    fr: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques secondes.',
    en: 'The service is temporarily unavailable. Please try again in a few seconds.',
    ar: 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة مرة أخرى بعد بضع ثوانٍ.',
  },
} satisfies Catalog;
