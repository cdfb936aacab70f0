import type { Catalog } from '../i18n/catalog.ts';

// Requests refused before any route reads them: their encoding, path or text cannot be used.
export const REQUEST_MESSAGES = {
  UNSUPPORTED_ENCODING: {
    fr: 'Compression du corps de la requête non prise en charge.',
    en: 'Unsupported request body compression.',
    ar: 'ضغط نص الطلب غير مدعوم.',
  },
  INVALID_PATH: {
    fr: 'L’adresse demandée est mal formée.',
    en: 'The requested address is malformed.',
    ar: 'العنوان المطلوب غير صحيح الصياغة.',
  },
  INVALID_TEXT: {
    fr: 'Le champ {field} contient un caractère non autorisé.',
    en: 'The field {field} contains a character that is not allowed.',
    ar: 'يحتوي الحقل {field} على حرف غير مسموح به.',
  },
  INVALID_REQUEST: {
    fr: 'La requête est invalide.',
    en: 'The request is invalid.',
    ar: 'الطلب غير صالح.',
  },
} satisfies Catalog;
