import type { Language } from '@bourses/common/languages';

/** The texts of the decision e-mails; `{name}` placeholders are filled (and escaped for HTML) by the sender. */
export interface DecisionMailTexts {
  subject: string;
  greeting: string;
  decision: string;
  feedbackLabel: string;
  next: string;
}

export const APPROVAL_MAIL: Record<Language, DecisionMailTexts> = {
  fr: {
    subject: 'Votre candidature a été approuvée',
    greeting: 'Bonjour {firstName},',
    decision: 'Votre candidature à la bourse « {title} » a été approuvée.',
    feedbackLabel: 'Commentaire : {feedback}',
    next: 'Suivez votre candidature ici : {link}',
  },
  en: {
    subject: 'Your application was approved',
    greeting: 'Hello {firstName},',
    decision: 'Your application for the scholarship “{title}” was approved.',
    feedbackLabel: 'Feedback: {feedback}',
    next: 'Follow your application here: {link}',
  },
  ar: {
    subject: 'تمت الموافقة على طلبك',
    greeting: 'مرحبًا {firstName}،',
    decision: 'تمت الموافقة على طلبك للحصول على منحة «{title}».',
    feedbackLabel: 'ملاحظة: {feedback}',
    next: 'تابع طلبك من هنا: {link}',
  },
};

export const REJECTION_MAIL: Record<Language, DecisionMailTexts> = {
  fr: {
    subject: 'Votre candidature a été refusée',
    greeting: 'Bonjour {firstName},',
    decision: 'Votre candidature à la bourse « {title} » a été refusée.',
    feedbackLabel: 'Motif : {feedback}',
    next: 'Vous pouvez envoyer un nouveau reçu de paiement avant la date limite : {link}',
  },
  en: {
    subject: 'Your application was rejected',
    greeting: 'Hello {firstName},',
    decision: 'Your application for the scholarship “{title}” was rejected.',
    feedbackLabel: 'Reason: {feedback}',
    next: 'You can send a new payment receipt before the deadline: {link}',
  },
  ar: {
    subject: 'تم رفض طلبك',
    greeting: 'مرحبًا {firstName}،',
    decision: 'تم رفض طلبك للحصول على منحة «{title}».',
    feedbackLabel: 'السبب: {feedback}',
    next: 'يمكنك إرسال إيصال دفع جديد قبل الموعد النهائي: {link}',
  },
};

/**
 * The line of both decision e-mails pointing to the decision letter. Its job issues the letter a
 * moment after the mail is queued, so the line names the application's page, where it is listed.
 */
export const DECISION_LETTER_LINE: Record<Language, string> = {
  fr: 'Votre lettre de décision officielle sera disponible dans quelques instants sur la page de votre candidature : {link}',
  en: 'Your official decision letter will be available shortly on your application’s page: {link}',
  ar: 'ستكون رسالة القرار الرسمية متاحة بعد لحظات في صفحة طلبك: {link}',
};
