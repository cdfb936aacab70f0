import type { Catalog } from '#api/i18n/catalog.ts';

// The payment settings' own answers (docs/payments.md, "Settings").
export const PAYMENT_SETTINGS_MESSAGES = {
  RIB_INVALID: {
    fr: 'RIB invalide : il faut ses 24 chiffres (banque, ville, compte, clé), et sa clé ne correspond pas aux autres chiffres. Vérifiez-le sur l’attestation de la banque.',
    en: 'Invalid RIB: it needs its 24 digits (bank, city, account, key), and its key does not match the other digits. Check it against the bank’s certificate.',
    ar: 'رقم RIB غير صالح: يجب أن يتكون من 24 رقمًا (البنك، المدينة، الحساب، المفتاح)، ومفتاحه لا يطابق باقي الأرقام. تحقّق منه في شهادة البنك.',
  },
  SERVICE_CONTRACT_NOT_PDF: {
    fr: 'Le modèle de contrat de service doit être un PDF.',
    en: 'The service contract template must be a PDF.',
    ar: 'يجب أن يكون نموذج عقد الخدمة بصيغة PDF.',
  },
  SERVICE_CONTRACT_TEMPLATE_REQUIRED: {
    fr: 'Joignez le modèle de contrat de service (PDF).',
    en: 'Attach the service contract template (PDF).',
    ar: 'أرفق نموذج عقد الخدمة (PDF).',
  },
  SERVICE_CONTRACT_NOT_FOUND: {
    fr: 'Aucun modèle de contrat de service n’a été déposé dans cette langue.',
    en: 'No service contract template was uploaded in this language.',
    ar: 'لم يُرفع أي نموذج لعقد الخدمة بهذه اللغة.',
  },
} satisfies Catalog;
