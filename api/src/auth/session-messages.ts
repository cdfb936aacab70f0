import type { Catalog } from '../i18n/catalog.ts';

/** Why a request's access token no longer counts, and what the list of one's sessions answers. */
export const SESSION_MESSAGES = {
  SESSION_ENDED: {
    fr: 'Votre session a été fermée. Veuillez vous reconnecter.',
    en: 'Your session has ended. Please sign in again.',
    ar: 'انتهت جلستك. يرجى تسجيل الدخول من جديد.',
  },
  SESSION_NOT_FOUND: {
    fr: 'Cette session est introuvable.',
    en: 'This session was not found.',
    ar: 'هذه الجلسة غير موجودة.',
  },
  ONE_SESSION_ENDED: {
    fr: 'La session a été fermée.',
    en: 'The session has been ended.',
    ar: 'تم إنهاء الجلسة.',
  },
  SESSIONS_ENDED: {
    fr: 'Les sessions ont été fermées.',
    en: 'The sessions have been ended.',
    ar: 'تم إنهاء الجلسات.',
  },
  END_OTHER_SESSIONS_INVALID: {
    fr: 'endOtherSessions doit valoir true ou false.',
    en: 'endOtherSessions must be true or false.',
    ar: 'يجب أن تكون قيمة endOtherSessions هي true أو false.',
  },
  REAUTHENTICATION_REQUIRED: {
    fr: 'Pour cette action, confirmez d’abord votre identité avec votre mot de passe ou un second facteur.',
    en: 'For this action, first confirm it is you with your password or a second factor.',
    ar: 'لهذا الإجراء، أكّد هويتك أولاً بكلمة المرور أو بعامل تحقق ثانٍ.',
  },
  REAUTHENTICATED: {
    fr: 'Identité confirmée.',
    en: 'Identity confirmed.',
    ar: 'تم تأكيد الهوية.',
  },
  REAUTHENTICATION_PROOF_REQUIRED: {
    fr: 'Indiquez votre mot de passe ou un code.',
    en: 'Enter your password or a code.',
    ar: 'أدخل كلمة المرور أو رمزاً.',
  },
  PASSWORD_INCORRECT: {
    fr: 'Le mot de passe est incorrect.',
    en: 'The password is incorrect.',
    ar: 'كلمة المرور غير صحيحة.',
  },
  SECOND_FACTOR_CODE_INCORRECT: {
    fr: 'Le code est incorrect ou a déjà servi.',
    en: 'The code is incorrect or was already used.',
    ar: 'الرمز غير صحيح أو سبق استعماله.',
  },
} satisfies Catalog;
