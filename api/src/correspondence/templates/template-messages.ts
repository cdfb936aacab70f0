import type { Catalog } from '#api/i18n/catalog.ts';

/** The staff's saved replies (docs/product-rules.md, "Correspondence"). */
export const MESSAGE_TEMPLATE_MESSAGES = {
  MESSAGE_TEMPLATES_STAFF_ONLY: {
    fr: 'Seul le personnel peut lire et écrire les réponses enregistrées.',
    en: 'Only staff can read and write saved replies.',
    ar: 'يمكن للموظفين فقط قراءة الردود المحفوظة وكتابتها.',
  },
  MESSAGE_TEMPLATE_NOT_FOUND: {
    fr: 'Cette réponse enregistrée n’existe pas ou a été supprimée.',
    en: 'This saved reply does not exist or was deleted.',
    ar: 'هذا الرد المحفوظ غير موجود أو تم حذفه.',
  },
  MESSAGE_TEMPLATE_LANGUAGE_INVALID: {
    fr: 'La langue d’une réponse enregistrée doit être « fr », « ar » ou « en ».',
    en: 'A saved reply’s language must be "fr", "ar" or "en".',
    ar: 'يجب أن تكون لغة الرد المحفوظ «fr» أو «ar» أو «en».',
  },
  MESSAGE_TEMPLATE_TITLE_REQUIRED: {
    fr: 'Donnez un titre à la réponse enregistrée.',
    en: 'Give the saved reply a title.',
    ar: 'أعطِ الرد المحفوظ عنوانًا.',
  },
  MESSAGE_TEMPLATE_TITLE_TOO_LONG: {
    fr: 'Le titre d’une réponse enregistrée compte au plus 100 caractères.',
    en: 'A saved reply’s title has 100 characters at most.',
    ar: 'لا يتجاوز عنوان الرد المحفوظ 100 حرف.',
  },
  MESSAGE_TEMPLATE_BODY_REQUIRED: {
    fr: 'Écrivez le texte de la réponse enregistrée.',
    en: 'Write the text of the saved reply.',
    ar: 'اكتب نص الرد المحفوظ.',
  },
  MESSAGE_TEMPLATE_BODY_TOO_LONG: {
    fr: 'Le texte d’une réponse enregistrée compte au plus 5 000 caractères.',
    en: 'A saved reply’s text has 5,000 characters at most.',
    ar: 'لا يتجاوز نص الرد المحفوظ 5000 حرف.',
  },
} satisfies Catalog;
