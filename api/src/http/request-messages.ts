import type { Catalog } from '../i18n/catalog.ts';
import { SHARED_TEXTS } from '@bourses/common/shared-messages';

// Requests refused before any route reads them: their encoding, path or text cannot be used.
export const REQUEST_MESSAGES = {
  UNSUPPORTED_ENCODING: {
    fr: 'Compression du corps de la requête non prise en charge.',
    en: 'Unsupported request body compression.',
    ar: 'ضغط نص الطلب غير مدعوم.',
  },
  INVALID_PATH: SHARED_TEXTS.malformedAddress,
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
