import type { Catalog } from '#api/i18n/catalog.ts';

/** A message to many applicants at once (docs/product-rules.md, "Correspondence"). */
export const BULK_MESSAGE_MESSAGES = {
  BULK_MESSAGE_BODY_REQUIRED: {
    fr: 'Écrivez le texte du message.',
    en: 'Write the text of the message.',
    ar: 'اكتب نص الرسالة.',
  },
  BULK_MESSAGE_APPLICANT_DELETED: {
    fr: 'L’étudiant a supprimé son compte : personne ne peut plus lire de message sur cette candidature.',
    en: 'The student deleted their account: nobody can read a message on this application any more.',
    ar: 'حذف الطالب حسابه: لم يعد بإمكان أحد قراءة رسالة بشأن هذا الطلب.',
  },
} satisfies Catalog;
