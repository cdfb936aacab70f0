import type { Catalog } from '#api/i18n/catalog.ts';

/** Conversations and their messages (docs/product-rules.md, "Correspondence"). */
export const CONVERSATION_MESSAGES = {
  CONVERSATION_NOT_FOUND: {
    fr: 'Cette conversation est introuvable.',
    en: 'This conversation cannot be found.',
    ar: 'تعذّر العثور على هذه المحادثة.',
  },
  CONVERSATIONS_STUDENTS_ONLY: {
    fr: 'Seuls les étudiants ont leurs propres conversations ; le personnel les lit depuis chaque dossier.',
    en: 'Only students have conversations of their own; staff read them from each case.',
    ar: 'للطلاب وحدهم محادثاتهم الخاصة؛ ويطّلع عليها الموظفون من كل ملف.',
  },
  CONVERSATION_CLOSED: {
    fr: 'Le compte de cet étudiant a été supprimé : personne ne peut plus recevoir de message dans cette conversation.',
    en: 'This student’s account was deleted: nobody can receive a message in this conversation any more.',
    ar: 'حُذف حساب هذا الطالب: لم يعد بإمكان أحد تلقّي رسالة في هذه المحادثة.',
  },
  MESSAGE_EMPTY: {
    fr: 'Écrivez un message ou joignez un fichier.',
    en: 'Write a message or attach a file.',
    ar: 'اكتب رسالة أو أرفق ملفًا.',
  },
  MESSAGE_TOO_LONG: {
    fr: 'Un message compte au plus 5 000 caractères.',
    en: 'A message has 5,000 characters at most.',
    ar: 'لا تتجاوز الرسالة 5000 حرف.',
  },
  MESSAGE_TOO_MANY_ATTACHMENTS: {
    fr: 'Un message porte au plus 3 pièces jointes.',
    en: 'A message carries 3 attachments at most.',
    ar: 'لا تحمل الرسالة أكثر من 3 مرفقات.',
  },
  MESSAGE_RATE_LIMITED: {
    fr: 'Vous avez envoyé 20 messages en une heure, le maximum. Vous pourrez en envoyer un autre dans {wait}.',
    en: 'You sent 20 messages in an hour, the most allowed. You can send another one in {wait}.',
    ar: 'أرسلت 20 رسالة في ساعة واحدة، وهو الحد الأقصى. يمكنك إرسال رسالة أخرى بعد {wait}.',
  },
  MESSAGE_PAGE_INVALID: {
    fr: 'La page doit être un nombre entier à partir de 1.',
    en: 'The page must be a whole number from 1.',
    ar: 'يجب أن تكون الصفحة عددًا صحيحًا ابتداءً من 1.',
  },
  MESSAGE_LIMIT_INVALID: {
    fr: 'Le nombre de messages par page va de 1 à 100.',
    en: 'Messages per page go from 1 to 100.',
    ar: 'يتراوح عدد الرسائل في الصفحة بين 1 و100.',
  },
  MESSAGE_ATTACHMENT_NOT_FOUND: {
    fr: 'Cette pièce jointe est introuvable.',
    en: 'This attachment cannot be found.',
    ar: 'تعذّر العثور على هذا المرفق.',
  },
} satisfies Catalog;
