import type { Catalog } from '#api/i18n/catalog.ts';

// Card payment's own answers (docs/payments.md, "Card payment (CMI)").
export const CARD_PAYMENT_MESSAGES = {
  CARD_PAYMENT_UNAVAILABLE: {
    fr: 'Le paiement par carte n’est pas proposé pour le moment.',
    en: 'Card payment is not offered at the moment.',
    ar: 'الأداء بالبطاقة غير متاح حاليًا.',
  },
  PAYMENT_NOT_PAYABLE: {
    fr: 'Ce paiement ne peut pas être réglé par carte : il est déjà vérifié ou n’a rien à payer.',
    en: 'This payment cannot be paid by card: it is already verified or has nothing to pay.',
    ar: 'لا يمكن أداء هذه الدفعة بالبطاقة: تم التحقق منها من قبل أو لا يوجد مبلغ للأداء.',
  },
  CARD_ATTEMPT_NOT_FOUND: {
    fr: 'Ce paiement par carte n’existe pas.',
    en: 'This card payment does not exist.',
    ar: 'هذا الأداء بالبطاقة غير موجود.',
  },
} satisfies Catalog;
