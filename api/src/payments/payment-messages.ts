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
  PAYMENT_AMOUNT_REQUIRED: {
    fr: 'Indiquez le montant reçu.',
    en: 'Enter the amount received.',
    ar: 'أدخل المبلغ المتوصَّل به.',
  },
  PAYMENT_PAID_ON_REQUIRED: {
    fr: 'Indiquez la date du paiement.',
    en: 'Enter the payment date.',
    ar: 'أدخل تاريخ الدفع.',
  },
  PAYMENT_PAID_ON_FUTURE: {
    fr: 'La date du paiement ne peut pas être dans le futur.',
    en: 'The payment date cannot be in the future.',
    ar: 'لا يمكن أن يكون تاريخ الدفع في المستقبل.',
  },
  PAYMENT_BANK_REFERENCE_TOO_LONG: {
    fr: 'Référence bancaire trop longue (100 caractères au plus).',
    en: 'Bank reference too long (100 characters at most).',
    ar: 'المرجع البنكي طويل جدًا (100 حرف على الأكثر).',
  },
  PAYMENT_BANK_REFERENCE_TAKEN: {
    fr: 'Cette référence bancaire est déjà enregistrée pour le paiement {reference} : une opération ne paie qu’un seul paiement.',
    en: 'This bank reference is already recorded for payment {reference}: one transaction pays one payment only.',
    ar: 'هذا المرجع البنكي مسجل من قبل للدفعة {reference}: العملية الواحدة لا تؤدي إلا دفعة واحدة.',
  },
  PAYMENT_REFUSAL_REASON_REQUIRED: {
    fr: 'Indiquez le motif du refus : l’étudiant le recevra.',
    en: 'Give the reason for the refusal: the student will receive it.',
    ar: 'أدخل سبب الرفض: سيتوصل به الطالب.',
  },
  PAYMENT_ALREADY_VERIFIED: {
    fr: 'Ce paiement est déjà vérifié.',
    en: 'This payment is already verified.',
    ar: 'تم التحقق من هذه الدفعة من قبل.',
  },
  PAYMENT_NO_RECEIPT_TO_REFUSE: {
    fr: 'Ce paiement n’a pas de reçu en attente de vérification.',
    en: 'This payment has no receipt waiting to be checked.',
    ar: 'لا يوجد لهذه الدفعة وصل في انتظار التحقق.',
  },
  PAYMENT_NOT_VERIFIED: {
    fr: 'Le paiement {reference} n’est pas vérifié : vérifiez-le avant d’approuver, ou en approuvant.',
    en: 'Payment {reference} is not verified: verify it before approving, or while approving.',
    ar: 'الدفعة {reference} لم يتم التحقق منها: تحقق منها قبل الموافقة أو أثناءها.',
  },
  ACCOUNTS_PAYMENT_NOT_VERIFIED: {
    fr: 'Paiement d’inscription non vérifié pour : {emails}. Vérifiez-le avant d’approuver, ou en approuvant un seul compte.',
    en: 'Registration payment not verified for: {emails}. Verify it before approving, or while approving one account.',
    ar: 'لم يتم التحقق من دفعة التسجيل لـ: {emails}. تحقق منها قبل الموافقة، أو أثناء الموافقة على حساب واحد.',
  },
  PAYMENT_VERIFY_ONE_ACCOUNT: {
    fr: 'Un paiement se vérifie en approuvant un seul compte à la fois.',
    en: 'A payment is verified while approving one account at a time.',
    ar: 'يتم التحقق من الدفعة أثناء الموافقة على حساب واحد فقط في كل مرة.',
  },
  PAYMENT_NOTHING_TO_VERIFY: {
    fr: 'Il n’y a aucun paiement à vérifier ici.',
    en: 'There is no payment to verify here.',
    ar: 'لا توجد أي دفعة للتحقق منها هنا.',
  },
  SCHOLARSHIP_FREE: {
    fr: 'Cette bourse est gratuite : aucun paiement n’est demandé.',
    en: 'This scholarship is free: no payment is asked.',
    ar: 'هذه المنحة مجانية: لا يُطلب أي أداء.',
  },
  PAYMENT_FILTER_INVALID: {
    fr: 'Filtre de paiements invalide.',
    en: 'Invalid payments filter.',
    ar: 'مرشح الدفعات غير صالح.',
  },
} satisfies Catalog;
