import type { Catalog } from '../i18n/catalog.ts';

// The staff exports (GET /api/admin/…/export).
export const EXPORT_MESSAGES = {
  EXPORT_FORMAT_INVALID: {
    fr: 'Le format d’export doit être csv ou xlsx.',
    en: 'The export format must be csv or xlsx.',
    ar: 'يجب أن تكون صيغة التصدير csv أو xlsx.',
  },
} satisfies Catalog;
