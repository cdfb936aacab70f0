import { DATE_LOCALES, type Language } from '@bourses/common/languages';
import type { ReminderDaysBefore } from '#api/db/saved-scholarship-tables.ts';
import { fill } from '#api/i18n/catalog.ts';
import { escapeHtml, mailLayout } from '#api/mail/html.ts';
import type { MailMessage } from '#api/mail/mailer.ts';
import { REMINDER_MAIL } from './reminder-mail-texts.ts';

export interface ReminderMailInput {
  daysBefore: ReminderDaysBefore;
  to: string;
  language: Language;
  firstName: string;
  scholarshipTitle: string;
  /** yyyy-mm-dd */
  deadline: string;
  /** The scholarship's page in the web client. */
  link: string;
  /** The one-click unsubscribe page, also the RFC 8058 POST address. */
  unsubscribeLink: string;
}

/** The deadline day written out as the student's language writes it (17 décembre 2026, 17 دجنبر 2026). */
function longDeadline(deadline: string, language: Language): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${deadline}T00:00:00Z`),
  );
}

/**
 * The reminder that a saved scholarship closes soon, in the student's language, with a one-click
 * unsubscribe: a link in the text, and the List-Unsubscribe headers mail clients show as a button.
 */
export function reminderMail(input: ReminderMailInput): MailMessage {
  const texts = REMINDER_MAIL[input.language];
  const params = {
    firstName: input.firstName,
    title: input.scholarshipTitle,
    deadline: longDeadline(input.deadline, input.language),
    link: input.link,
    unsubscribeLink: input.unsubscribeLink,
  };
  const anchor = (href: string) => `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`;
  const htmlParams = {
    firstName: escapeHtml(params.firstName),
    title: escapeHtml(params.title),
    deadline: escapeHtml(params.deadline),
    link: anchor(params.link),
    unsubscribeLink: anchor(params.unsubscribeLink),
  };
  const templates = [texts.greeting, texts.reminder, texts.apply, texts.unsubscribe];
  return {
    to: input.to,
    subject: fill(texts.subject[input.daysBefore], params),
    text: templates.map((template) => fill(template, params)).join('\n\n'),
    html: mailLayout(
      input.language === 'ar' ? 'rtl' : 'ltr',
      templates.map((template) => fill(template, htmlParams)),
    ),
    links: [input.link, input.unsubscribeLink],
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
