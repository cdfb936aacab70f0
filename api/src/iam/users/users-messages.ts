import type { Catalog } from '#api/i18n/catalog.ts';
import { COMMON_MESSAGES } from '#api/i18n/common-messages.ts';

// Messages of staff account management and approval. The account field rules (names, e-mail,
// phone, password) answer with the sign-up's keys of auth-messages.ts, so both read the same.
export const USERS_MESSAGES = {
  ROLE_INVALID: {
    fr: 'Rôle invalide : CLIENT, AGENT ou ADMIN.',
    en: 'Invalid role: CLIENT, AGENT or ADMIN.',
    ar: 'دور غير صالح: CLIENT أو AGENT أو ADMIN.',
  },
  ACCOUNT_LANGUAGE_INVALID: {
    fr: 'Langue invalide : fr, ar ou en.',
    en: 'Invalid language: fr, ar or en.',
    ar: 'لغة غير صالحة: fr أو ar أو en.',
  },
  DEADLINE_REMINDERS_INVALID: {
    fr: 'Le réglage des rappels doit valoir true ou false.',
    en: 'The reminders setting must be true or false.',
    ar: 'يجب أن تكون قيمة إعداد التذكيرات true أو false.',
  },
  MESSAGE_MAILS_INVALID: {
    fr: 'Le réglage des e-mails de nouveaux messages doit valoir true ou false.',
    en: 'The new-message e-mails setting must be true or false.',
    ar: 'يجب أن تكون قيمة إعداد رسائل البريد الإلكتروني الخاصة بالرسائل الجديدة true أو false.',
  },
  APPROVAL_STATUS_INVALID: {
    fr: 'Statut d’approbation invalide : PENDING, APPROVED ou REJECTED.',
    en: 'Invalid approval status: PENDING, APPROVED or REJECTED.',
    ar: 'حالة الموافقة غير صالحة: PENDING أو APPROVED أو REJECTED.',
  },
  USER_PAGE_INVALID: COMMON_MESSAGES.PAGE_INVALID,
  USER_LIMIT_INVALID: COMMON_MESSAGES.LIMIT_OUT_OF_RANGE,
  IS_VERIFIED_INVALID: {
    fr: 'is_verified doit valoir true ou false.',
    en: 'is_verified must be true or false.',
    ar: 'يجب أن تكون قيمة is_verified إما true أو false.',
  },
  USER_SEARCH_TOO_LONG: {
    fr: 'La recherche est trop longue (100 caractères au plus).',
    en: 'The search is too long (100 characters at most).',
    ar: 'نص البحث طويل جدًا (100 حرف على الأكثر).',
  },
  USER_SORT_INVALID: {
    fr: 'Tri invalide : createdAt, name, email, approvalStatus ou role.',
    en: 'Invalid sort: createdAt, name, email, approvalStatus or role.',
    ar: 'ترتيب غير صالح: createdAt أو name أو email أو approvalStatus أو role.',
  },
  USER_ORDER_INVALID: {
    fr: 'Ordre invalide : asc ou desc.',
    en: 'Invalid order: asc or desc.',
    ar: 'اتجاه الترتيب غير صالح: asc أو desc.',
  },
  BODY_NOT_OBJECT: {
    fr: 'Le corps de la requête doit être un objet JSON.',
    en: 'The request body must be a JSON object.',
    ar: 'يجب أن يكون نص الطلب كائن JSON.',
  },
  USER_NOT_FOUND: { fr: 'Utilisateur introuvable.', en: 'User not found.', ar: 'المستخدم غير موجود.' },
  DOCUMENT_NOT_FOUND: { fr: 'Document introuvable.', en: 'Document not found.', ar: 'المستند غير موجود.' },
  FIELDS_NOT_ALLOWED: {
    fr: 'Vous ne pouvez pas modifier : {fields}.',
    en: 'You cannot change: {fields}.',
    ar: 'لا يمكنك تعديل: {fields}.',
  },
  CANNOT_CHANGE_OWN_ROLE: {
    fr: 'Vous ne pouvez pas changer votre propre rôle.',
    en: 'You cannot change your own role.',
    ar: 'لا يمكنك تغيير دورك الخاص.',
  },
  CANNOT_DELETE_SELF: {
    fr: 'Vous ne pouvez pas supprimer votre propre compte.',
    en: 'You cannot delete your own account.',
    ar: 'لا يمكنك حذف حسابك الخاص.',
  },
  USER_IDS_REQUIRED: {
    fr: 'Choisissez au moins un compte (200 au plus).',
    en: 'Choose at least one account (200 at most).',
    ar: 'اختر حسابًا واحدًا على الأقل (200 على الأكثر).',
  },
  USER_ID_INVALID: {
    fr: 'Identifiant de compte invalide.',
    en: 'Invalid account id.',
    ar: 'معرّف الحساب غير صالح.',
  },
  REASON_TOO_LONG: {
    fr: 'Le motif est trop long (1000 caractères au plus).',
    en: 'The reason is too long (1000 characters at most).',
    ar: 'السبب طويل جدًا (1000 حرف على الأكثر).',
  },
  ACCOUNTS_NOT_FOUND: {
    fr: 'Comptes introuvables : {ids}. Aucun compte n’a été modifié.',
    en: 'Accounts not found: {ids}. No account was changed.',
    ar: 'حسابات غير موجودة: {ids}. لم يتم تعديل أي حساب.',
  },
  ACCOUNTS_NOT_VERIFIED: {
    fr: 'L’adresse e-mail de ces comptes n’est pas encore vérifiée : {emails}. Aucun compte n’a été modifié.',
    en: 'The email address of these accounts is not verified yet: {emails}. No account was changed.',
    ar: 'لم يتم التحقق بعد من البريد الإلكتروني لهذه الحسابات: {emails}. لم يتم تعديل أي حساب.',
  },
  ACCOUNTS_NOT_STUDENTS: {
    fr: 'Seuls les comptes étudiants passent par l’approbation : {emails}. Aucun compte n’a été modifié.',
    en: 'Only student accounts go through approval: {emails}. No account was changed.',
    ar: 'حسابات الطلاب فقط تخضع للموافقة: {emails}. لم يتم تعديل أي حساب.',
  },
} satisfies Catalog;
