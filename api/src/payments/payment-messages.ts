import type { Catalog } from '../i18n/catalog.ts';

// The payments' own answers (docs/payments.md).
export const PAYMENT_MESSAGES = {
  PAYMENT_ID_INVALID: {
    fr: 'Numéro de paiement invalide.',
    en: 'Invalid payment number.',
    ar: 'رقم الدفعة غير صالح.',
  },
  PAYMENT_NOT_FOUND: {
    fr: 'Ce paiement n’existe pas.',
    en: 'This payment does not exist.',
    ar: 'هذه الدفعة غير موجودة.',
  },
} satisfies Catalog;
