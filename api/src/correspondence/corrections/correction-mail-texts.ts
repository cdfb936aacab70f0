import type { Language } from '@bourses/common/languages';

/** One correction mail's texts; `{title}`, `{firstName}`, `{dueDate}`, `{link}` are filled in. */
export interface CorrectionMailTexts {
  applicationSubject: string;
  accountSubject: string;
  greeting: string;
  applicationIntro: string;
  accountIntro: string;
  itemsHeading: string;
  messageHeading: string;
  applicationAction: string;
  accountAction: string;
}

// Sent whatever the student's setting for message mails: the request changes the file's state.
export const CORRECTION_REQUESTED_MAIL: Record<Language, CorrectionMailTexts> = {
  fr: {
    applicationSubject: 'Corrections demandées pour votre candidature « {title} »',
    accountSubject: 'Modifications demandées pour votre compte Bourses',
    greeting: 'Bonjour {firstName},',
    applicationIntro: 'Notre équipe vous demande des corrections sur votre candidature à « {title} ». Elle reste active : envoyez les éléments ci-dessous avant le {dueDate}.',
    accountIntro: 'Notre équipe vous demande des modifications sur votre compte. Envoyez les éléments ci-dessous avant le {dueDate}.',
    itemsHeading: 'À envoyer :',
    messageHeading: 'Message de l’équipe :',
    applicationAction: 'Envoyer les éléments depuis votre candidature : {link}',
    accountAction: 'Envoyer les éléments depuis votre compte : {link}',
  },
  ar: {
    applicationSubject: 'مطلوب تصحيحات على طلبك «{title}»',
    accountSubject: 'مطلوب تعديلات على حسابك في Bourses',
    greeting: 'مرحبًا {firstName}،',
    applicationIntro: 'يطلب منك فريقنا تصحيحات على طلبك لمنحة «{title}». يبقى طلبك قائمًا: أرسل العناصر التالية قبل {dueDate}.',
    accountIntro: 'يطلب منك فريقنا تعديلات على حسابك. أرسل العناصر التالية قبل {dueDate}.',
    itemsHeading: 'المطلوب إرساله:',
    messageHeading: 'رسالة الفريق:',
    applicationAction: 'أرسل العناصر من صفحة طلبك: {link}',
    accountAction: 'أرسل العناصر من حسابك: {link}',
  },
  en: {
    applicationSubject: 'Corrections requested on your application “{title}”',
    accountSubject: 'Changes requested on your Bourses account',
    greeting: 'Hello {firstName},',
    applicationIntro: 'Our team asks you for corrections on your application to “{title}”. It stays open: send the items below by {dueDate}.',
    accountIntro: 'Our team asks you for changes on your account. Send the items below by {dueDate}.',
    itemsHeading: 'To send:',
    messageHeading: 'Message from the team:',
    applicationAction: 'Send the items from your application: {link}',
    accountAction: 'Send the items from your account: {link}',
  },
};

export const CORRECTION_REMINDER_MAIL: Record<Language, CorrectionMailTexts> = {
  fr: {
    applicationSubject: 'Rappel : corrections attendues pour « {title} » avant le {dueDate}',
    accountSubject: 'Rappel : modifications attendues sur votre compte avant le {dueDate}',
    greeting: 'Bonjour {firstName},',
    applicationIntro: 'Nous attendons toujours vos corrections sur votre candidature à « {title} ». Elles sont à envoyer avant le {dueDate}.',
    accountIntro: 'Nous attendons toujours les modifications de votre compte. Elles sont à envoyer avant le {dueDate}.',
    itemsHeading: 'À envoyer :',
    messageHeading: 'Message de l’équipe :',
    applicationAction: 'Envoyer les éléments depuis votre candidature : {link}',
    accountAction: 'Envoyer les éléments depuis votre compte : {link}',
  },
  ar: {
    applicationSubject: 'تذكير: التصحيحات المطلوبة على «{title}» قبل {dueDate}',
    accountSubject: 'تذكير: التعديلات المطلوبة على حسابك قبل {dueDate}',
    greeting: 'مرحبًا {firstName}،',
    applicationIntro: 'ما زلنا ننتظر تصحيحاتك على طلبك لمنحة «{title}». يجب إرسالها قبل {dueDate}.',
    accountIntro: 'ما زلنا ننتظر تعديلات حسابك. يجب إرسالها قبل {dueDate}.',
    itemsHeading: 'المطلوب إرساله:',
    messageHeading: 'رسالة الفريق:',
    applicationAction: 'أرسل العناصر من صفحة طلبك: {link}',
    accountAction: 'أرسل العناصر من حسابك: {link}',
  },
  en: {
    applicationSubject: 'Reminder: corrections due on “{title}” by {dueDate}',
    accountSubject: 'Reminder: changes due on your account by {dueDate}',
    greeting: 'Hello {firstName},',
    applicationIntro: 'We are still waiting for your corrections on your application to “{title}”. They are due by {dueDate}.',
    accountIntro: 'We are still waiting for the changes to your account. They are due by {dueDate}.',
    itemsHeading: 'To send:',
    messageHeading: 'Message from the team:',
    applicationAction: 'Send the items from your application: {link}',
    accountAction: 'Send the items from your account: {link}',
  },
};
