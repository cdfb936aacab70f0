import type { Catalog } from './catalog.ts';
import { SHARED_TEXTS } from '@bourses/common/shared-messages';

// Errors any endpoint can answer. Fixed texts (docs/product-rules.md, Messages) are kept word for word.
// A text that another code answers too is written once: that code's catalogue takes this entry.
export const COMMON_MESSAGES = {
  ROUTE_NOT_FOUND: SHARED_TEXTS.resourceNotFound,
  INVALID_JSON: SHARED_TEXTS.invalidJsonBody,
  PAYLOAD_TOO_LARGE: {
    fr: 'La requête est trop volumineuse.',
    en: 'The request is too large.',
    ar: 'الطلب كبير جدًا.',
  },
  INVALID_FIELD: {
    fr: 'Champ invalide : {field}',
    en: 'Invalid field: {field}',
    ar: 'حقل غير صالح: {field}',
  },
  MONEY_INVALID: {
    fr: 'Le montant doit être en dirhams, entre 0 et 1 000 000, avec deux décimales au plus.',
    en: 'The amount must be in dirhams, between 0 and 1,000,000, with two decimals at most.',
    ar: 'يجب أن يكون المبلغ بالدرهم، بين 0 و1.000.000، بمنزلتين عشريتين على الأكثر.',
  },
  FIELD_REQUIRED: { fr: 'Champ requis : {field}', en: 'Required field: {field}', ar: 'حقل مطلوب: {field}' },
  TEXT_EXPECTED: {
    fr: 'Ce champ doit être un texte.',
    en: 'This field must be text.',
    ar: 'يجب أن يكون هذا الحقل نصًا.',
  },
  FIELD_TOO_LONG: {
    fr: 'Champ trop long : {field}',
    en: 'Field too long: {field}',
    ar: 'الحقل طويل جدًا: {field}',
  },
  UNAUTHENTICATED: {
    fr: 'Veuillez vous connecter.',
    en: 'Please sign in.',
    ar: 'يرجى تسجيل الدخول.',
  },
  INVALID_ACCESS_TOKEN: {
    fr: 'Jeton d’accès invalide',
    en: 'Invalid access token',
    ar: 'رمز الوصول غير صالح',
  },
  FORBIDDEN: {
    fr: 'Vous n’avez pas le droit d’effectuer cette action.',
    en: 'You are not allowed to do this.',
    ar: 'غير مسموح لك بالقيام بهذا الإجراء.',
  },
  ACCOUNT_NOT_APPROVED: {
    fr: 'Votre compte n’est pas encore approuvé.',
    en: 'Your account is not approved yet.',
    ar: 'لم تتم الموافقة على حسابك بعد.',
  },
  FILE_TYPE_NOT_ALLOWED: {
    fr: 'Type de fichier non autorisé : PDF, JPG, JPEG ou PNG uniquement.',
    en: 'File type not allowed: PDF, JPG, JPEG or PNG only.',
    ar: 'نوع الملف غير مسموح به: PDF أو JPG أو JPEG أو PNG فقط.',
  },
  IMAGE_TYPE_NOT_ALLOWED: {
    fr: 'Type d’image non autorisé : JPG, PNG ou WebP uniquement.',
    en: 'Image type not allowed: JPG, PNG or WebP only.',
    ar: 'نوع الصورة غير مسموح به: JPG أو PNG أو WebP فقط.',
  },
  UNEXPECTED_FILE: {
    fr: 'Fichier inattendu : {field}',
    en: 'Unexpected file: {field}',
    ar: 'ملف غير متوقع: {field}',
  },
  INVALID_MULTIPART: SHARED_TEXTS.invalidUploadForm,
  // Every list's paging; the lists with codes of their own (users, applications) answer these texts.
  PAGE_INVALID: {
    fr: 'La page doit être un nombre entier supérieur ou égal à 1.',
    en: 'The page must be a whole number of at least 1.',
    ar: 'يجب أن تكون الصفحة عددًا صحيحًا لا يقل عن 1.',
  },
  LIMIT_OUT_OF_RANGE: {
    fr: 'La limite doit être un nombre entier entre 1 et 100.',
    en: 'The limit must be a whole number between 1 and 100.',
    ar: 'يجب أن يكون الحد عددًا صحيحًا بين 1 و100.',
  },
} satisfies Catalog;
