import type { Language } from '@bourses/common/languages';
import { fill } from '#api/i18n/catalog.ts';
import { escapeHtml, mailLayout } from '#api/mail/html.ts';
import type { MailMessage } from '#api/mail/mailer.ts';
import type { UserRow } from '../user-presenter.ts';

interface MailTexts {
  subject: string;
  greeting: string;
  body: string;
  reason: string;
  action: string;
}

// The student's mails on a decision about their account, in the language they registered in.
const APPROVED: Record<Language, MailTexts> = {
  fr: {
    subject: 'Votre compte Bourses est approuvé',
    greeting: 'Bonjour {firstName},',
    body: 'Bonne nouvelle : votre compte a été approuvé. Vous pouvez maintenant consulter les bourses et postuler.',
    reason: '',
    action: 'Se connecter : {link}',
  },
  ar: {
    subject: 'تمت الموافقة على حسابك في Bourses',
    greeting: 'مرحبًا {firstName}،',
    body: 'خبر سار: تمت الموافقة على حسابك. يمكنك الآن تصفح المنح والتقديم عليها.',
    reason: '',
    action: 'تسجيل الدخول: {link}',
  },
  en: {
    subject: 'Your Bourses account is approved',
    greeting: 'Hello {firstName},',
    body: 'Good news: your account has been approved. You can now browse scholarships and apply.',
    reason: '',
    action: 'Sign in: {link}',
  },
};

const REJECTED: Record<Language, MailTexts> = {
  fr: {
    subject: 'Votre compte Bourses n’a pas été approuvé',
    greeting: 'Bonjour {firstName},',
    body: 'Après examen, votre compte n’a pas été approuvé.',
    reason: 'Motif : {reason}',
    action: 'Pour en savoir plus, connectez-vous : {link}',
  },
  ar: {
    subject: 'لم تتم الموافقة على حسابك في Bourses',
    greeting: 'مرحبًا {firstName}،',
    body: 'بعد المراجعة، لم تتم الموافقة على حسابك.',
    reason: 'السبب: {reason}',
    action: 'لمعرفة المزيد، سجّل الدخول: {link}',
  },
  en: {
    subject: 'Your Bourses account was not approved',
    greeting: 'Hello {firstName},',
    body: 'After review, your account was not approved.',
    reason: 'Reason: {reason}',
    action: 'To learn more, sign in: {link}',
  },
};

interface Markup {
  text(text: string): string;
  link(url: string): string;
}

const PLAIN: Markup = { text: (text) => text, link: (url) => url };
const HTML: Markup = {
  text: escapeHtml,
  link: (url) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`,
};

function decisionMail(texts: MailTexts, user: UserRow, link: string): MailMessage {
  const reason = texts.reason ? user.rejectionReason : null;
  const paragraphs = (markup: Markup) =>
    [
      fill(texts.greeting, { firstName: markup.text(user.firstName) }),
      texts.body,
      reason ? fill(texts.reason, { reason: markup.text(reason) }) : null,
      fill(texts.action, { link: markup.link(link) }),
    ].filter((paragraph) => paragraph !== null);
  return {
    to: user.email,
    subject: texts.subject,
    text: paragraphs(PLAIN).join('\n\n'),
    html: mailLayout(user.language === 'ar' ? 'rtl' : 'ltr', paragraphs(HTML)),
    links: [link],
  };
}

export const approvalMail = (user: UserRow, link: string) =>
  decisionMail(APPROVED[user.language], user, link);
export const rejectionMail = (user: UserRow, link: string) =>
  decisionMail(REJECTED[user.language], user, link);
