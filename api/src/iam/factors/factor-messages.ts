import type { Catalog } from '#api/i18n/catalog.ts';

// Second factors: the second step of a sign-in, enrolment, removal and the ADMIN's reset (docs/security.md, "Second factors").
export const FACTOR_MESSAGES = {
  SECOND_FACTOR_REQUIRED: {
    fr: 'Mot de passe correct. Confirmez votre connexion avec votre seconde étape.',
    en: 'Password accepted. Confirm your sign-in with your second step.',
    ar: 'كلمة المرور صحيحة. أكّد تسجيل دخولك بخطوتك الثانية.',
  },
  SECOND_FACTOR_ENROLMENT_REQUIRED: {
    fr: 'Les comptes du personnel se connectent en deux étapes : ajoutez une application d’authentification ou une clé d’accès pour continuer.',
    en: 'Staff accounts sign in in two steps: add an authenticator app or a passkey to continue.',
    ar: 'تسجّل حسابات الموظفين الدخول بخطوتين: أضف تطبيق مصادقة أو مفتاح مرور للمتابعة.',
  },
  PASSWORD_RESET_SECOND_STEP: {
    fr: 'Votre mot de passe a été changé. Confirmez votre connexion avec votre seconde étape.',
    en: 'Your password has been changed. Confirm your sign-in with your second step.',
    ar: 'تم تغيير كلمة المرور الخاصة بك. أكّد تسجيل دخولك بخطوتك الثانية.',
  },
  SIGN_IN_CHALLENGE_REQUIRED: {
    fr: 'La connexion en cours est requise.',
    en: 'The sign-in in progress is required.',
    ar: 'عملية تسجيل الدخول الجارية مطلوبة.',
  },
  SIGN_IN_CHALLENGE_INVALID: {
    fr: 'Cette connexion a expiré ou n’est plus valable. Reconnectez-vous.',
    en: 'This sign-in has expired or is no longer valid. Please sign in again.',
    ar: 'انتهت صلاحية عملية تسجيل الدخول هذه أو لم تعد صالحة. يرجى تسجيل الدخول من جديد.',
  },
  SECOND_FACTOR_ANSWER_REQUIRED: {
    fr: 'Donnez un seul élément : un code de l’application, un code de secours ou votre clé d’accès.',
    en: 'Give exactly one: a code from the app, a recovery code or your passkey.',
    ar: 'قدّم عنصرًا واحدًا فقط: رمزًا من التطبيق أو رمز استرداد أو مفتاح المرور.',
  },
  SECOND_FACTOR_INVALID: {
    fr: 'Ce code ou cette clé d’accès n’est pas valable. Réessayez.',
    en: 'This code or passkey is not valid. Please try again.',
    ar: 'هذا الرمز أو مفتاح المرور غير صالح. يرجى المحاولة مرة أخرى.',
  },
  SECOND_FACTOR_ATTEMPTS_EXHAUSTED: {
    fr: 'Trop de réponses erronées : reconnectez-vous.',
    en: 'Too many wrong answers: please sign in again.',
    ar: 'إجابات خاطئة كثيرة: يرجى تسجيل الدخول من جديد.',
  },
  TOTP_CODE_REQUIRED: {
    fr: 'Entrez le code à 6 chiffres de l’application.',
    en: 'Enter the 6-digit code from the app.',
    ar: 'أدخل الرمز المكوّن من 6 أرقام من التطبيق.',
  },
  TOTP_CODE_INVALID: {
    fr: 'Ce code n’est pas valable. Entrez le code affiché maintenant par l’application.',
    en: 'This code is not valid. Enter the code the app shows now.',
    ar: 'هذا الرمز غير صالح. أدخل الرمز الذي يعرضه التطبيق الآن.',
  },
  PASSKEY_RESPONSE_INVALID: {
    fr: 'La clé d’accès n’a pas pu être vérifiée. Réessayez.',
    en: 'The passkey could not be verified. Please try again.',
    ar: 'تعذّر التحقق من مفتاح المرور. يرجى المحاولة مرة أخرى.',
  },
  NO_PASSKEY: {
    fr: 'Ce compte n’a pas de clé d’accès : utilisez le code de l’application ou un code de secours.',
    en: 'This account has no passkey: use the app’s code or a recovery code.',
    ar: 'لا يملك هذا الحساب مفتاح مرور: استخدم رمز التطبيق أو رمز استرداد.',
  },
  ENROLMENT_NOT_STARTED: {
    fr: 'Cet ajout a expiré ou n’a pas été commencé. Recommencez.',
    en: 'This enrolment has expired or was not started. Please start again.',
    ar: 'انتهت صلاحية هذه الإضافة أو لم تبدأ. يرجى البدء من جديد.',
  },
  PASSKEY_ALREADY_ADDED: {
    fr: 'Cette clé d’accès est déjà enregistrée.',
    en: 'This passkey is already registered.',
    ar: 'مفتاح المرور هذا مسجّل بالفعل.',
  },
  SECOND_FACTOR_NOT_FOUND: {
    fr: 'Cette seconde étape n’existe pas.',
    en: 'This second step does not exist.',
    ar: 'هذه الخطوة الثانية غير موجودة.',
  },
  LAST_SECOND_FACTOR: {
    fr: 'Les comptes du personnel gardent au moins une seconde étape : ajoutez-en une autre avant de retirer celle-ci.',
    en: 'Staff accounts keep at least one second step: add another before removing this one.',
    ar: 'تحتفظ حسابات الموظفين بخطوة ثانية واحدة على الأقل: أضف خطوة أخرى قبل إزالة هذه.',
  },
  SECOND_FACTOR_REMOVED: {
    fr: 'La seconde étape a été retirée.',
    en: 'The second step was removed.',
    ar: 'تمت إزالة الخطوة الثانية.',
  },
  SECOND_FACTORS_RESET: {
    fr: 'Les secondes étapes du compte ont été supprimées. Le personnel en ajoutera une à sa prochaine connexion.',
    en: 'The account’s second steps were removed. Staff add one again at their next sign-in.',
    ar: 'تم حذف الخطوات الثانية لهذا الحساب. يضيف الموظفون خطوة جديدة عند تسجيل دخولهم التالي.',
  },
  CANNOT_RESET_OWN_FACTORS: {
    fr: 'Vous ne pouvez pas supprimer vos propres secondes étapes ainsi : retirez-les depuis votre compte.',
    en: 'You cannot remove your own second steps this way: remove them from your account.',
    ar: 'لا يمكنك حذف خطواتك الثانية بهذه الطريقة: أزلها من حسابك.',
  },
  FACTOR_NAME_INVALID: {
    fr: 'Le nom doit être un texte de 60 caractères au plus.',
    en: 'The name must be a text of at most 60 characters.',
    ar: 'يجب أن يكون الاسم نصًا من 60 حرفًا على الأكثر.',
  },
  TOTP_DEFAULT_NAME: {
    fr: 'Application d’authentification',
    en: 'Authenticator app',
    ar: 'تطبيق المصادقة',
  },
  PASSKEY_DEFAULT_NAME: {
    fr: 'Clé d’accès',
    en: 'Passkey',
    ar: 'مفتاح المرور',
  },
} satisfies Catalog;
