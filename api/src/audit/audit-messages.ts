import type { Catalog } from '../i18n/catalog.ts';

// The audit page's filters (GET /api/admin/audit).
export const AUDIT_MESSAGES = {
  AUDIT_FILTER_INVALID: {
    fr: 'Un filtre du journal d’audit est invalide (acteur, cible, dates ou page).',
    en: 'An audit log filter is invalid (actor, target, dates or page).',
    ar: 'أحد مرشحات سجل التدقيق غير صالح (المنفذ أو الهدف أو التواريخ أو الصفحة).',
  },
} satisfies Catalog;
