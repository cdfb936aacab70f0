import type { Catalog } from '../i18n/catalog.ts';

// Answered while the file storage cannot be reached or refuses us: nothing wrong with the request.
export const STORAGE_MESSAGES = {
  STORAGE_UNAVAILABLE: {
    fr: 'Les documents sont momentanément indisponibles. Veuillez réessayer dans quelques instants.',
    en: 'Documents are temporarily unavailable. Please try again in a moment.',
    ar: 'الوثائق غير متاحة مؤقتًا. يرجى المحاولة مرة أخرى بعد قليل.',
  },
} satisfies Catalog;
