import type { Catalog } from '#api/i18n/catalog.ts';

// A student's own data (law 09-08): the export and the deletion of their account (docs/product-rules.md).
export const MY_DATA_MESSAGES = {
  ACCOUNT_DELETION_PASSWORD_REQUIRED: {
    fr: 'Saisissez votre mot de passe pour confirmer.',
    en: 'Enter your password to confirm.',
    ar: 'أدخل كلمة المرور للتأكيد.',
  },
  ACCOUNT_DELETION_PASSWORD_INCORRECT: {
    fr: 'Mot de passe incorrect : votre compte n’a pas été supprimé.',
    en: 'Incorrect password: your account was not deleted.',
    ar: 'كلمة المرور غير صحيحة: لم يُحذف حسابك.',
  },
  STAFF_ACCOUNT_DELETION_REFUSED: {
    fr: 'Un compte du personnel ne se supprime pas lui-même : demandez à un administrateur de le fermer.',
    en: 'A staff account cannot delete itself: ask an administrator to close it.',
    ar: 'لا يمكن لحساب موظف أن يحذف نفسه: اطلب من أحد المسؤولين إغلاقه.',
  },
  ACCOUNT_DELETED: {
    fr: 'Votre compte a été supprimé. Vos candidatures sont conservées de façon anonyme.',
    en: 'Your account has been deleted. Your applications are kept anonymously.',
    ar: 'تم حذف حسابك. تُحفظ طلباتك دون أي معلومات تعرّف بك.',
  },
} satisfies Catalog;
