import { formatFileSize } from './file-size.ts';
import type { Language } from './languages.ts';
import { STATEMENT_MAX_BYTES, UPLOAD_MAX_BYTES } from './limits.ts';

type Translations = Record<Language, string>;

/** The upload limit in each language's unit ("5 Mo", "5 م.ب", "5 MB"), as the web's hints and errors write it. */
const uploadMax = (language: Language) => formatFileSize(UPLOAD_MAX_BYTES, language);
const statementMax = (language: Language) => formatFileSize(STATEMENT_MAX_BYTES, language);

/**
 * Texts that more than one program answers with, written once: the api and the bff take them into
 * their catalogues, so the same failure reads the same whichever server words it.
 * These answer under the same code in both, so both catalogues take them whole.
 */
export const SHARED_MESSAGES = {
  // The specification's 'Fichier trop volumineux (Max: 5MB)', in each language's unit (issue 28, docs/product-rules.md).
  FILE_TOO_LARGE: {
    fr: `Fichier trop volumineux (Max: ${uploadMax('fr')})`,
    en: `File too large (Max: ${uploadMax('en')})`,
    ar: `الملف كبير جدًا (الحد الأقصى: ${uploadMax('ar')})`,
  },
  // A bank statement past its limit: the api refuses it, and so does the bff before sending it on.
  STATEMENT_TOO_LARGE: {
    fr: `Relevé trop volumineux (Max : ${statementMax('fr')}).`,
    en: `Statement too large (Max: ${statementMax('en')}).`,
    ar: `كشف الحساب كبير جدًا (الحد الأقصى: ${statementMax('ar')}).`,
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
  // A correction request names an application or an account: the bff refuses both before the api would.
  CORRECTION_SUBJECT_REQUIRED: {
    fr: 'Indiquez soit une candidature (applicationId), soit un compte (userId), pas les deux.',
    en: 'Give either an application (applicationId) or an account (userId), not both.',
    ar: 'حدّد إما طلبًا (applicationId) أو حسابًا (userId)، وليس الاثنين معًا.',
  },
  UNSUPPORTED_CHARSET: {
    fr: 'Jeu de caractères non pris en charge : envoyez le corps en UTF-8.',
    en: 'Unsupported character set: send the body as UTF-8.',
    ar: 'مجموعة أحرف غير مدعومة: أرسل نص الطلب بترميز UTF-8.',
  },
} satisfies Record<string, Translations>;

/**
 * Texts both servers answer with under a code of their own (codes are part of each one's answers
 * and stay as they are): each catalogue's entry is one of these, so the words cannot drift apart.
 * Fixed texts (docs/product-rules.md, Messages) are kept word for word: 'Login successful!',
 * 'Inscription réussie ! Veuillez vérifier votre e-mail.'
 */
export const SHARED_TEXTS = {
  resourceNotFound: { fr: 'Ressource introuvable.', en: 'Resource not found.', ar: 'المورد غير موجود.' },
  invalidJsonBody: {
    fr: 'Le corps de la requête n’est pas un JSON valide.',
    en: 'The request body is not valid JSON.',
    ar: 'نص الطلب ليس بتنسيق JSON صالح.',
  },
  invalidUploadForm: {
    fr: 'Formulaire d’envoi invalide.',
    en: 'Invalid upload form.',
    ar: 'نموذج الإرسال غير صالح.',
  },
  malformedAddress: {
    fr: 'L’adresse demandée est mal formée.',
    en: 'The requested address is malformed.',
    ar: 'العنوان المطلوب غير صحيح الصياغة.',
  },
  registrationSucceeded: {
    fr: 'Inscription réussie ! Veuillez vérifier votre e-mail.',
    en: 'Registration successful! Please check your email.',
    ar: 'تم التسجيل بنجاح! يرجى التحقق من بريدك الإلكتروني.',
  },
  loginSucceeded: { fr: 'Connexion réussie !', en: 'Login successful!', ar: 'تم تسجيل الدخول بنجاح!' },
} satisfies Record<string, Translations>;
