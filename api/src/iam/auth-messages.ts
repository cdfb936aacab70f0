import type { Catalog } from '../i18n/catalog.ts';
import { SHARED_TEXTS } from '@bourses/common/shared-messages';

// Messages of sign-up, verification, sign-in and password change (docs/product-rules.md, word for word).
export const AUTH_MESSAGES = {
  FIRST_NAME_REQUIRED: { fr: 'Le prénom est requis', en: 'First name is required', ar: 'الاسم الشخصي مطلوب' },
  LAST_NAME_REQUIRED: { fr: 'Le nom est requis', en: 'Last name is required', ar: 'الاسم العائلي مطلوب' },
  EMAIL_REQUIRED: { fr: 'L’e-mail est requis', en: 'Email is required', ar: 'البريد الإلكتروني مطلوب' },
  EMAIL_INVALID: {
    fr: 'Adresse e-mail invalide',
    en: 'Invalid email address',
    ar: 'عنوان البريد الإلكتروني غير صالح',
  },
  EMAILS_DO_NOT_MATCH: {
    fr: 'Les emails ne correspondent pas',
    en: 'Emails do not match',
    ar: 'عناوين البريد الإلكتروني غير متطابقة',
  },
  EMAIL_TAKEN: {
    fr: 'Un compte existe déjà avec cette adresse e-mail.',
    en: 'An account already exists with this email address.',
    ar: 'يوجد حساب مسجل بهذا البريد الإلكتروني بالفعل.',
  },
  PHONE_REQUIRED: { fr: 'Numéro de téléphone requis', en: 'Phone number required', ar: 'رقم الهاتف مطلوب' },
  PHONE_NINE_DIGITS: {
    fr: 'Le numéro doit contenir 9 chiffres après +212',
    en: 'The number must have 9 digits after +212',
    ar: 'يجب أن يحتوي الرقم على 9 أرقام بعد ‎+212',
  },
  PHONE_FIRST_DIGIT: {
    fr: 'Le numéro doit commencer par 5, 6 ou 7',
    en: 'The number must start with 5, 6 or 7',
    ar: 'يجب أن يبدأ الرقم بـ 5 أو 6 أو 7',
  },
  PASSWORD_REQUIRED: {
    fr: 'Le mot de passe est requis',
    en: 'Password is required',
    ar: 'كلمة المرور مطلوبة',
  },
  // The registration form's hint (no final full stop in the spec).
  PASSWORD_TOO_SHORT: {
    fr: 'Le mot de passe doit contenir au moins 8 caractères',
    en: 'Password must be at least 8 characters',
    ar: 'يجب أن تحتوي كلمة المرور على 8 أحرف على الأقل',
  },
  PASSWORDS_DO_NOT_MATCH: {
    fr: 'Les mots de passe ne correspondent pas',
    en: 'Passwords do not match.',
    ar: 'كلمتا المرور غير متطابقتين',
  },
  PAYMENT_RECEIPT_REQUIRED: {
    fr: 'Le reçu de paiement est requis',
    en: 'The payment receipt is required',
    ar: 'إيصال الدفع مطلوب',
  },
  SERVICE_CONTRACT_REQUIRED: {
    fr: 'Le contrat de service est requis',
    en: 'The service contract is required',
    ar: 'عقد الخدمة مطلوب',
  },
  FILES_REQUIRED: { fr: 'Les fichiers sont requis', en: 'The files are required', ar: 'الملفات مطلوبة' },
  REGISTRATION_SUCCEEDED: SHARED_TEXTS.registrationSucceeded,
  VERIFICATION_RESENT: {
    fr: 'Si un compte non vérifié existe pour cette adresse, un nouveau lien de vérification vient d’être envoyé.',
    en: 'If an unverified account exists for this address, a new verification link has been sent.',
    ar: 'إذا كان هناك حساب غير مُفعَّل بهذا العنوان، فقد تم إرسال رابط تحقق جديد إليه.',
  },
  EMAIL_VERIFIED: {
    fr: 'Votre adresse e-mail a été vérifiée.',
    en: 'Your email address has been verified.',
    ar: 'تم التحقق من بريدك الإلكتروني.',
  },
  VERIFICATION_LINK_INVALID: {
    fr: 'Lien de vérification invalide.',
    en: 'Invalid verification link.',
    ar: 'رابط التحقق غير صالح.',
  },
  VERIFICATION_LINK_USED: {
    fr: 'Ce lien de vérification a déjà été utilisé.',
    en: 'This verification link has already been used.',
    ar: 'تم استخدام رابط التحقق هذا من قبل.',
  },
  VERIFICATION_LINK_EXPIRED: {
    fr: 'Ce lien de vérification a expiré. Demandez-en un nouveau.',
    en: 'This verification link has expired. Please ask for a new one.',
    ar: 'انتهت صلاحية رابط التحقق هذا. يرجى طلب رابط جديد.',
  },
  PASSWORD_RESET_REQUESTED: {
    fr: 'Si un compte existe pour cette adresse, un lien pour choisir un nouveau mot de passe vient d’être envoyé. Il est valable une heure.',
    en: 'If an account exists for this address, a link to choose a new password has been sent. It is valid for one hour.',
    ar: 'إذا كان هناك حساب بهذا العنوان، فقد تم إرسال رابط لاختيار كلمة مرور جديدة. الرابط صالح لمدة ساعة واحدة.',
  },
  PASSWORD_RESET_DONE: {
    fr: 'Votre mot de passe a été changé. Vous êtes connecté.',
    en: 'Your password has been changed. You are signed in.',
    ar: 'تم تغيير كلمة المرور الخاصة بك. لقد قمت بتسجيل الدخول.',
  },
  RESET_LINK_INVALID: {
    fr: 'Lien de réinitialisation invalide.',
    en: 'Invalid password reset link.',
    ar: 'رابط إعادة تعيين كلمة المرور غير صالح.',
  },
  RESET_LINK_USED: {
    fr: 'Ce lien de réinitialisation a déjà été utilisé. Demandez-en un nouveau.',
    en: 'This password reset link has already been used. Please ask for a new one.',
    ar: 'تم استخدام رابط إعادة التعيين هذا من قبل. يرجى طلب رابط جديد.',
  },
  RESET_LINK_EXPIRED: {
    fr: 'Ce lien de réinitialisation a expiré. Demandez-en un nouveau.',
    en: 'This password reset link has expired. Please ask for a new one.',
    ar: 'انتهت صلاحية رابط إعادة التعيين هذا. يرجى طلب رابط جديد.',
  },
  VERIFICATION_EMAIL_CHANGED: {
    fr: 'Adresse e-mail modifiée. Un nouveau lien de vérification y a été envoyé.',
    en: 'Email address changed. A new verification link has been sent to it.',
    ar: 'تم تغيير البريد الإلكتروني. تم إرسال رابط تحقق جديد إليه.',
  },
  EMAIL_ALREADY_VERIFIED: {
    fr: 'Cette adresse e-mail est déjà vérifiée.',
    en: 'This email address is already verified.',
    ar: 'هذا البريد الإلكتروني مُتحقَّق منه بالفعل.',
  },
  ACCOUNT_NOT_REJECTED: {
    fr: 'Seul un compte refusé peut envoyer de nouveaux documents.',
    en: 'Only a rejected account can send new documents.',
    ar: 'لا يمكن إرسال وثائق جديدة إلا لحساب مرفوض.',
  },
  DOCUMENTS_RESUBMITTED: {
    fr: 'Documents envoyés. Votre compte est de nouveau en attente d’approbation.',
    en: 'Documents sent. Your account is waiting for approval again.',
    ar: 'تم إرسال الوثائق. حسابك في انتظار الموافقة من جديد.',
  },
  LOGIN_SUCCEEDED: SHARED_TEXTS.loginSucceeded,
  INVALID_CREDENTIALS: {
    fr: 'E-mail ou mot de passe incorrect.',
    en: 'Invalid email or password.',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  },
  TOO_MANY_LOGIN_ATTEMPTS: {
    fr: 'Trop de tentatives de connexion échouées. Réessayez dans {wait}.',
    en: 'Too many failed sign-in attempts. Try again in {wait}.',
    ar: 'محاولات تسجيل دخول فاشلة كثيرة. حاول مرة أخرى بعد {wait}.',
  },
  REFRESH_TOKEN_MISSING: {
    fr: 'Aucun jeton de rafraîchissement disponible',
    en: 'No refresh token available',
    ar: 'لا يوجد رمز تحديث متاح',
  },
  REFRESH_FAILED: {
    fr: 'Échec du rafraîchissement du jeton',
    en: 'Failed to refresh token',
    ar: 'فشل تحديث الرمز',
  },
  LOGGED_OUT: { fr: 'Déconnexion réussie.', en: 'Logged out.', ar: 'تم تسجيل الخروج.' },
  ACCOUNT_NOT_FOUND: {
    fr: 'Ce compte n’existe plus.',
    en: 'This account no longer exists.',
    ar: 'هذا الحساب لم يعد موجودًا.',
  },
  CURRENT_PASSWORD_REQUIRED: {
    fr: 'Le mot de passe actuel est requis.',
    en: 'Current password is required.',
    ar: 'كلمة المرور الحالية مطلوبة.',
  },
  NEW_PASSWORD_REQUIRED: {
    fr: 'Le nouveau mot de passe est requis.',
    en: 'New password is required.',
    ar: 'كلمة المرور الجديدة مطلوبة.',
  },
  CURRENT_PASSWORD_INCORRECT: {
    fr: 'Le mot de passe actuel est incorrect.',
    en: 'Current password is incorrect.',
    ar: 'كلمة المرور الحالية غير صحيحة.',
  },
  // The change-password screen's texts (with a full stop in the spec).
  NEW_PASSWORD_TOO_SHORT: {
    fr: 'Le mot de passe doit contenir au moins 8 caractères.',
    en: 'Password must be at least 8 characters.',
    ar: 'يجب أن تحتوي كلمة المرور على 8 أحرف على الأقل.',
  },
  NEW_PASSWORD_SAME_AS_CURRENT: {
    fr: 'Le nouveau mot de passe doit être différent du mot de passe actuel.',
    en: 'New password must be different from the current password.',
    ar: 'يجب أن تكون كلمة المرور الجديدة مختلفة عن كلمة المرور الحالية.',
  },
} satisfies Catalog;
