import type { Language } from './languages.ts';

/**
 * Texts that more than one program answers with, written once: the api and the bff take them into
 * their catalogues, so the same failure reads the same whichever server words it.
 */
export const SHARED_MESSAGES = {
  FILE_TOO_LARGE: {
    fr: 'Fichier trop volumineux (Max: 5MB)',
    en: 'File too large (Max: 5MB)',
    ar: 'الملف كبير جدًا (الحد الأقصى: 5 ميغابايت)',
  },
  INTERNAL_ERROR: {
    fr: 'Une erreur est survenue. Veuillez réessayer.',
    en: 'Something went wrong',
    ar: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
  },
  PASSWORD_CHANGED: {
    fr: 'Mot de passe changé avec succès.',
    en: 'Password changed successfully.',
    ar: 'تم تغيير كلمة المرور بنجاح.',
  },
  TOO_MANY_REQUESTS: {
    fr: 'Trop de demandes. Réessayez dans {wait}.',
    en: 'Too many requests. Try again in {wait}.',
    ar: 'طلبات كثيرة جدًا. حاول مرة أخرى بعد {wait}.',
  },
  UNSUPPORTED_CHARSET: {
    fr: 'Jeu de caractères non pris en charge : envoyez le corps en UTF-8.',
    en: 'Unsupported character set: send the body as UTF-8.',
    ar: 'مجموعة أحرف غير مدعومة: أرسل نص الطلب بترميز UTF-8.',
  },
} satisfies Record<string, Record<Language, string>>;
