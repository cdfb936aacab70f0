import type { Catalog } from '../i18n/catalog.ts';

// Messages of the scholarship service (scholarships). The English 'Scholarship not found' is a fixed text (docs/product-rules.md, Messages).
export const SCHOLARSHIP_MESSAGES = {
  SCHOLARSHIP_NOT_FOUND: {
    fr: 'Bourse introuvable',
    en: 'Scholarship not found',
    ar: 'المنحة غير موجودة',
  },
  SCHOLARSHIP_IMAGE_NOT_FOUND: {
    fr: 'Cette bourse n’a pas d’image.',
    en: 'This scholarship has no image.',
    ar: 'لا توجد صورة لهذه المنحة.',
  },
  LANGUAGE_INVALID: {
    fr: 'Langue non prise en charge : fr, ar ou en.',
    en: 'Unsupported language: fr, ar or en.',
    ar: 'لغة غير مدعومة: fr أو ar أو en.',
  },
  SCHOLARSHIP_IDS_INVALID: {
    fr: 'La liste d’identifiants doit contenir entre 1 et 100 nombres entiers positifs.',
    en: 'The list of ids must hold between 1 and 100 positive whole numbers.',
    ar: 'يجب أن تحتوي قائمة المعرفات على ما بين 1 و100 عدد صحيح موجب.',
  },
  SEARCH_TOO_LONG: {
    fr: 'La recherche ne doit pas dépasser 200 caractères.',
    en: 'The search must not exceed 200 characters.',
    ar: 'يجب ألا يتجاوز البحث 200 حرف.',
  },
  DATE_INVALID: {
    fr: 'Date invalide : utilisez le format AAAA-MM-JJ.',
    en: 'Invalid date: use the format YYYY-MM-DD.',
    ar: 'تاريخ غير صالح: استخدم الصيغة YYYY-MM-DD.',
  },
  START_DATE_REQUIRED: {
    fr: 'La date de début est requise.',
    en: 'The start date is required.',
    ar: 'تاريخ البدء مطلوب.',
  },
  DEADLINE_REQUIRED: {
    fr: 'La date limite est requise.',
    en: 'The deadline is required.',
    ar: 'الموعد النهائي مطلوب.',
  },
  DEADLINE_BEFORE_START: {
    fr: 'La date limite ne peut pas précéder la date de début.',
    en: 'The deadline cannot be before the start date.',
    ar: 'لا يمكن أن يسبق الموعد النهائي تاريخ البدء.',
  },
  COUNTRY_REQUIRED: { fr: 'Le pays est requis.', en: 'The country is required.', ar: 'البلد مطلوب.' },
  COUNTRY_INVALID: {
    fr: 'Pays inconnu : donnez son code ISO 3166-1 à deux lettres (FR, ES, MA…).',
    en: 'Unknown country: give its two-letter ISO 3166-1 code (FR, ES, MA…).',
    ar: 'بلد غير معروف: أدخل رمزه المكوَّن من حرفين وفق ISO 3166-1 ‏(FR، ES، MA…).',
  },
  UNIVERSITY_REQUIRED: {
    fr: 'L’université est requise.',
    en: 'The university is required.',
    ar: 'الجامعة مطلوبة.',
  },
  FRENCH_TITLE_REQUIRED: {
    fr: 'Le titre en français est requis.',
    en: 'The French title is required.',
    ar: 'العنوان بالفرنسية مطلوب.',
  },
  TITLE_REQUIRED: {
    fr: 'Le titre est requis pour chaque langue renseignée.',
    en: 'A title is required for every language given.',
    ar: 'العنوان مطلوب لكل لغة مُدخلة.',
  },
  VIDEO_INVALID: {
    fr: 'La vidéo doit être l’adresse ou l’identifiant d’une vidéo YouTube ou Vimeo.',
    en: 'The video must be the address or the id of a YouTube or Vimeo video.',
    ar: 'يجب أن يكون الفيديو عنوان أو معرّف فيديو على YouTube أو Vimeo.',
  },
  IMAGE_URL_INVALID: {
    fr: 'L’image doit être une adresse http(s) valide.',
    en: 'The image must be a valid http(s) address.',
    ar: 'يجب أن تكون الصورة عنوان http(s) صالحًا.',
  },
  FAQ_ENTRY_INCOMPLETE: {
    fr: 'Chaque entrée de la FAQ doit avoir une question et une réponse.',
    en: 'Every FAQ entry needs a question and an answer.',
    ar: 'يجب أن يحتوي كل سؤال في الأسئلة الشائعة على سؤال وجواب.',
  },
  SCHOLARSHIP_DATA_REQUIRED: {
    fr: 'Le champ « data » (JSON de la bourse) est requis avec une image.',
    en: 'The “data” field (the scholarship as JSON) is required with an image.',
    ar: 'الحقل «data» (المنحة بصيغة JSON) مطلوب مع الصورة.',
  },
  SCHOLARSHIP_STATUS_CHANGE_INVALID: {
    fr: 'Cette action ne correspond pas à l’état actuel de la bourse. Actualisez la page.',
    en: 'This action does not fit the scholarship’s current status. Refresh the page.',
    ar: 'هذا الإجراء لا يناسب الحالة الحالية للمنحة. حدّث الصفحة.',
  },
  SCHOLARSHIP_HAS_APPLICATIONS: {
    fr: 'Cette bourse a {count} candidature(s) : elle ne peut pas être supprimée. Un administrateur peut forcer la suppression, ce qui supprime aussi ces candidatures.',
    en: 'This scholarship has {count} application(s) and cannot be deleted. An administrator can force the deletion, which also deletes those applications.',
    ar: 'لهذه المنحة {count} طلب(ات) ولا يمكن حذفها. يمكن للمسؤول فرض الحذف، مما يحذف هذه الطلبات أيضًا.',
  },
  FORCE_DELETE_ADMIN_ONLY: {
    fr: 'Seul un administrateur peut forcer la suppression d’une bourse.',
    en: 'Only an administrator can force the deletion of a scholarship.',
    ar: 'يمكن للمسؤول فقط فرض حذف منحة.',
  },
} satisfies Catalog;
