import type { Catalog } from '#api/i18n/catalog.ts';
import { APPLICATION_MESSAGES } from '#api/applications/application-messages.ts';

// Messages of saved scholarships and their deadline reminders.
export const SAVED_SCHOLARSHIP_MESSAGES = {
  SAVED_SCHOLARSHIP_ID_INVALID: APPLICATION_MESSAGES.APPLICATION_SCHOLARSHIP_ID_INVALID,
  SAVED_SCHOLARSHIPS_STUDENTS_ONLY: {
    fr: 'Seuls les étudiants peuvent enregistrer des bourses.',
    en: 'Only students can save scholarships.',
    ar: 'يمكن للطلاب فقط حفظ المنح.',
  },
  UNSUBSCRIBE_LINK_INVALID: {
    fr: 'Ce lien de désabonnement n’est pas valide. Vous pouvez désactiver les rappels depuis votre profil.',
    en: 'This unsubscribe link is not valid. You can turn reminders off in your profile.',
    ar: 'رابط إلغاء الاشتراك هذا غير صالح. يمكنك إيقاف التذكيرات من ملفك الشخصي.',
  },
  REMINDERS_UNSUBSCRIBED: {
    fr: 'C’est fait : vous ne recevrez plus de rappels avant les dates limites de vos bourses enregistrées.',
    en: 'Done: you will no longer receive reminders before the deadlines of your saved scholarships.',
    ar: 'تم: لن تتلقى بعد الآن تذكيرات قبل المواعيد النهائية للمنح التي حفظتها.',
  },
} satisfies Catalog;
