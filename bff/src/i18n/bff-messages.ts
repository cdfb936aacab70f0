import type { Language } from '@bourses/common/statuses';

type Catalog = Record<string, Record<Language, string>>;

// The bff's own texts: failures the api cannot word (it did not answer) and defaults when it says nothing.
// Texts of spec section 8 are kept word for word.
export const BFF_MESSAGES = {
  UPSTREAM_UNAVAILABLE: {
    fr: 'Le service est momentanément indisponible. Veuillez réessayer.',
    en: 'The service is temporarily unavailable. Please try again.',
    ar: 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة مرة أخرى.',
  },
  INTERNAL_ERROR: {
    fr: 'Une erreur est survenue. Veuillez réessayer.',
    en: 'Something went wrong',
    ar: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
  },
  FILE_TOO_LARGE: {
    fr: 'Fichier trop volumineux (Max: 5MB)',
    en: 'File too large',
    ar: 'الملف كبير جدًا (الحد الأقصى: 5 ميغابايت)',
  },
  TOO_MANY_FILES: {
    fr: 'Trop de fichiers envoyés (2 au maximum).',
    en: 'Too many files (2 at most).',
    ar: 'عدد الملفات كبير جدًا (ملفان على الأكثر).',
  },
  INVALID_UPLOAD: {
    fr: 'Formulaire d’envoi invalide.',
    en: 'Invalid upload form.',
    ar: 'نموذج الإرسال غير صالح.',
  },
  NOT_FOUND: { fr: 'Ressource introuvable.', en: 'Resource not found.', ar: 'المورد غير موجود.' },
  INVALID_REQUEST_BODY: {
    fr: 'Le corps de la requête n’est pas un JSON valide.',
    en: 'The request body is not valid JSON.',
    ar: 'نص الطلب ليس بتنسيق JSON صالح.',
  },
  REGISTER_SUCCESS: {
    fr: 'Inscription réussie ! Veuillez vérifier votre e-mail.',
    en: 'Registration successful! Please check your e-mail.',
    ar: 'تم التسجيل بنجاح! يرجى التحقق من بريدك الإلكتروني.',
  },
  LOGIN_SUCCESS: { fr: 'Connexion réussie !', en: 'Login successful!', ar: 'تم تسجيل الدخول بنجاح!' },
  DONE: { fr: 'C’est fait.', en: 'Done.', ar: 'تم.' },
  PASSWORD_CHANGED: {
    fr: 'Mot de passe changé avec succès.',
    en: 'Password changed successfully.',
    ar: 'تم تغيير كلمة المرور بنجاح.',
  },
  QUERY_TOO_DEEP: {
    fr: 'Requête trop profonde : {actual} niveaux, {max} au maximum.',
    en: 'Query too deep: {actual} levels, at most {max}.',
    ar: 'الطلب عميق جدًا: {actual} مستويات، والحد الأقصى {max}.',
  },
  TOO_MANY_ALIASES: {
    fr: 'Trop d’alias : {actual}, {max} au maximum.',
    en: 'Too many aliases: {actual}, at most {max}.',
    ar: 'عدد الأسماء المستعارة كبير جدًا: {actual}، والحد الأقصى {max}.',
  },
  QUERY_TOO_COSTLY: {
    fr: 'Requête trop coûteuse : {actual} points, {max} au maximum.',
    en: 'Query too costly: {actual} points, at most {max}.',
    ar: 'الطلب مكلف جدًا: {actual} نقطة، والحد الأقصى {max}.',
  },
  CSRF_BLOCKED: {
    fr: 'Requête bloquée (protection CSRF) : ajoutez l’en-tête apollo-require-preflight.',
    en: 'Request blocked (CSRF protection): add the apollo-require-preflight header.',
    ar: 'تم حظر الطلب (حماية CSRF): أضف الترويسة apollo-require-preflight.',
  },
} satisfies Catalog;

export type BffMessageKey = keyof typeof BFF_MESSAGES;

/** A bff text in the caller's language, `{name}` placeholders filled. */
export function bffMessage(key: BffMessageKey, language: Language, params: Record<string, string | number> = {}): string {
  return BFF_MESSAGES[key][language].replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}
