import type { Language } from '@bourses/common/languages';
import { escapeHtml, mailLayout } from './html.ts';
import type { MailMessage } from './mailer.ts';

/** The words of a mail whose point is one single-use link (verify an address, choose a password). */
export interface LinkMailTexts {
  subject: string;
  greeting: (firstName: string) => string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

/** A one-link mail in the recipient's language, as text and as HTML (right-to-left in Arabic). */
export function linkMail(
  recipient: { email: string; firstName: string; language: Language },
  link: string,
  texts: LinkMailTexts,
): MailMessage {
  const text = [
    texts.greeting(recipient.firstName),
    '',
    texts.body,
    link,
    '',
    texts.expiry,
    texts.ignore,
  ].join('\n');
  const html = mailLayout(recipient.language === 'ar' ? 'rtl' : 'ltr', [
    escapeHtml(texts.greeting(recipient.firstName)),
    escapeHtml(texts.body),
    `<a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a>`,
    escapeHtml(texts.expiry),
    escapeHtml(texts.ignore),
  ]);
  return { to: recipient.email, subject: texts.subject, text, html, links: [link] };
}
