import type { Language } from '@bourses/common/languages';
import { DEFAULT_CURRENCY, formatMoney } from '@bourses/common/money';
import { fill } from '#api/i18n/catalog.ts';
import { escapeHtml, mailLayout } from '#api/mail/html.ts';
import type { MailMessage } from '#api/mail/mailer.ts';

export type PaymentDecision = 'verified' | 'refused';

interface MailTexts {
  subject: string;
  greeting: string;
  body: string;
  reason: string;
  action: string;
  /** Where the payment's official document is downloaded: the receipt, once verified. */
  document: string;
}

// What a payment pays for, inside the sentence.
const WHAT: Record<Language, { registration: string; application: string }> = {
  fr: { registration: 'votre inscription', application: 'votre candidature à « {title} »' },
  ar: { registration: 'تسجيلك', application: 'طلبك لمنحة «{title}»' },
  en: { registration: 'your registration', application: 'your application to “{title}”' },
};

const TEXTS: Record<PaymentDecision, Record<Language, MailTexts>> = {
  verified: {
    fr: {
      subject: 'Paiement {reference} confirmé',
      greeting: 'Bonjour {firstName},',
      body: 'Nous avons bien reçu votre paiement de {amount} pour {what} (référence {reference}).',
      reason: '',
      action: 'Suivre votre dossier : {link}',
      document: 'Votre reçu de paiement officiel sera disponible dans quelques instants sur la page « Mes documents » : {documents}',
    },
    ar: {
      subject: 'تم تأكيد الدفعة {reference}',
      greeting: 'مرحبًا {firstName}،',
      body: 'توصلنا بدفعتك بمبلغ {amount} من أجل {what} (المرجع {reference}).',
      reason: '',
      action: 'تتبّع ملفك: {link}',
      document: 'سيكون وصل الأداء الرسمي متاحًا بعد لحظات في صفحة «وثائقي»: {documents}',
    },
    en: {
      subject: 'Payment {reference} confirmed',
      greeting: 'Hello {firstName},',
      body: 'We have received your payment of {amount} for {what} (reference {reference}).',
      reason: '',
      action: 'Follow your file: {link}',
      document: 'Your official payment receipt will be available shortly on the “My documents” page: {documents}',
    },
  },
  refused: {
    fr: {
      subject: 'Reçu du paiement {reference} refusé',
      greeting: 'Bonjour {firstName},',
      body: 'Le reçu envoyé pour {what} (référence {reference}, {amount}) n’a pas été accepté.',
      reason: 'Motif : {reason}',
      action: 'Envoyez un nouveau reçu : {link}',
      document: '',
    },
    ar: {
      subject: 'تم رفض وصل الدفعة {reference}',
      greeting: 'مرحبًا {firstName}،',
      body: 'لم يتم قبول الوصل المرسل من أجل {what} (المرجع {reference}، {amount}).',
      reason: 'السبب: {reason}',
      action: 'أرسل وصلًا جديدًا: {link}',
      document: '',
    },
    en: {
      subject: 'Receipt of payment {reference} refused',
      greeting: 'Hello {firstName},',
      body: 'The receipt sent for {what} (reference {reference}, {amount}) was not accepted.',
      reason: 'Reason: {reason}',
      action: 'Send a new receipt: {link}',
      document: '',
    },
  },
};

export interface PaymentMailInput {
  decision: PaymentDecision;
  to: string;
  language: Language;
  firstName: string;
  reference: string;
  /** What was received when verified, what is due when refused. */
  amountCentimes: number;
  /** The scholarship's title for an application's fee, null for registration's. */
  scholarshipTitle: string | null;
  reason: string | null;
  /** Where the student follows the payment: the application's page, or the pending page. */
  link: string;
  /** Where the student downloads the receipt a verified payment issues ("My documents"), null when refused. */
  documentsLink: string | null;
}

/** The e-mail telling a student, in their language, that staff verified or refused their payment. */
export function paymentMail(input: PaymentMailInput): MailMessage {
  const texts = TEXTS[input.decision][input.language];
  const what = WHAT[input.language];
  const amount = formatMoney({ centimes: input.amountCentimes, currency: DEFAULT_CURRENCY }, input.language);
  const paragraphs = (text: (value: string) => string, anchor: (url: string) => string) => {
    const params = {
      firstName: text(input.firstName),
      reference: input.reference,
      amount,
      what:
        input.scholarshipTitle === null
          ? what.registration
          : fill(what.application, { title: text(input.scholarshipTitle) }),
      reason: text(input.reason ?? ''),
      link: anchor(input.link),
      documents: anchor(input.documentsLink ?? ''),
    };
    return [
      texts.greeting,
      texts.body,
      input.reason && texts.reason ? texts.reason : null,
      input.documentsLink && texts.document ? texts.document : null,
      texts.action,
    ]
      .filter((template) => template !== null)
      .map((template) => fill(template, params));
  };
  const same = (value: string) => value;
  const htmlAnchor = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  return {
    to: input.to,
    subject: fill(texts.subject, { reference: input.reference }),
    text: paragraphs(same, same).join('\n\n'),
    html: mailLayout(input.language === 'ar' ? 'rtl' : 'ltr', paragraphs(escapeHtml, htmlAnchor)),
    links: input.documentsLink === null ? [input.link] : [input.link, input.documentsLink],
  };
}
