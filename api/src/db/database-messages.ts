import type { Catalog } from '../i18n/catalog.ts';

// Answered while the database cannot be reached (a restart, a network cut): the caller may retry.
export const DATABASE_MESSAGES = {
  DATABASE_UNAVAILABLE: {
    fr: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques secondes.',
    en: 'The service is temporarily unavailable. Please try again in a few seconds.',
    ar: 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة مرة أخرى بعد بضع ثوانٍ.',
  },
  // A statement outran DATABASE_STATEMENT_TIMEOUT_MS: the database is overloaded, or the request too heavy.
  DATABASE_TIMEOUT: {
    fr: 'Le service a mis trop de temps à répondre. Veuillez réessayer dans quelques instants.',
    en: 'The service took too long to answer. Please try again in a moment.',
    ar: 'استغرقت الخدمة وقتًا طويلاً للرد. يرجى المحاولة مرة أخرى بعد قليل.',
  },
} satisfies Catalog;
