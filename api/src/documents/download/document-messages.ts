import type { Catalog } from '#api/i18n/catalog.ts';

// The answers of the official documents' routes (docs/documents.md); a missing one is DOCUMENT_NOT_FOUND.
export const DOCUMENT_DOWNLOAD_MESSAGES = {
  DOCUMENT_ID_INVALID: {
    fr: 'Identifiant de document invalide.',
    en: 'Invalid document identifier.',
    ar: 'معرّف الوثيقة غير صالح.',
  },
  DOCUMENT_STUDENTS_ONLY: {
    fr: 'Seuls les étudiants ont des documents à leur nom.',
    en: 'Only students have documents in their name.',
    ar: 'وحدهم الطلبة لديهم وثائق بأسمائهم.',
  },
} satisfies Catalog;
