import type { ConversationSide } from '#api/db/correspondence-tables.ts';
import { fill } from '#api/i18n/catalog.ts';
import { escapeHtml, mailLayout } from '#api/mail/html.ts';
import type { MailMessage } from '#api/mail/mailer.ts';
import type { DigestRecipient } from './digest-recipient.ts';
import { DIGEST_MAIL_TEXTS } from './digest-mail-texts.ts';

// A message's first line is cut here: the mail tells what arrived, the conversation shows it.
const FIRST_LINE_MAX = 140;

export interface DigestMailInput {
  recipient: DigestRecipient;
  recipientSide: ConversationSide;
  /** How many messages arrived since the last digest and are still unread. */
  count: number;
  /** The newest of them (a few), oldest first: their texts as written. */
  newest: readonly string[];
  /** The profile, where a student turns these mails off. */
  profileLink: string;
}

/** The first non-empty line of a message, shortened; the attachments are never in a mail. */
export function firstLine(body: string): string {
  const line = body.split(/\r?\n/).find((candidate) => candidate.trim() !== '')?.trim() ?? '';
  const characters = [...line];
  return characters.length > FIRST_LINE_MAX ? `${characters.slice(0, FIRST_LINE_MAX - 1).join('')}…` : line;
}

/** The digest of new messages in the recipient's language, as text and as HTML (right-to-left in Arabic). */
export function digestMail({ recipient, recipientSide, count, newest, profileLink }: DigestMailInput): MailMessage {
  const texts = DIGEST_MAIL_TEXTS[recipient.language];
  const side = recipientSide === 'student' ? texts.student : texts.staff;
  const counted = texts.messages[new Intl.PluralRules(recipient.language).select(count)] ?? texts.messages.other;
  const messages = fill(counted, { count });
  const parts = (text: (value: string) => string, link: (url: string) => string) => {
    const about =
      recipient.scholarshipTitle === null
        ? side.aboutAccount
        : fill(side.aboutApplication, { title: text(recipient.scholarshipTitle) });
    return {
      opening: [
        fill(texts.greeting, { firstName: text(recipient.firstName) }),
        fill(side.summary, { messages, about, student: text(recipient.studentName) }),
      ],
      // A message of files only has no line to quote.
      quotes: newest
        .map(firstLine)
        .filter((line) => line !== '')
        .map((line) => fill(texts.quote, { line: text(line) })),
      closing: [
        fill(side.action, { link: link(recipient.link) }),
        ...(recipientSide === 'student' ? [fill(texts.student.optOut, { profileLink: link(profileLink) })] : []),
      ],
    };
  };
  const plain = parts((value) => value, (url) => url);
  const html = parts(escapeHtml, (url) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`);
  return {
    to: recipient.email,
    subject: fill(side.subject, { messages, student: recipient.studentName }),
    text: [...plain.opening, ...plain.quotes, ...plain.closing].join('\n\n'),
    // The writers' words take their own direction, whatever the mail's.
    html: mailLayout(recipient.language === 'ar' ? 'rtl' : 'ltr', [
      ...html.opening,
      ...html.quotes.map((quote) => `<span dir="auto">${quote}</span>`),
      ...html.closing,
    ]),
    links: recipientSide === 'student' ? [recipient.link, profileLink] : [recipient.link],
  };
}
