import type { Kysely } from 'kysely';
import { DATE_LOCALES, type Language } from '@bourses/common/languages';
import type { MailKind } from '@bourses/common/mail-kinds';
import type { Config } from '#api/config/config.ts';
import type { CorrectionItemKind } from '#api/db/correspondence-tables.ts';
import type { DB } from '#api/db/schema.ts';
import { fill } from '#api/i18n/catalog.ts';
import type { QueuedMail } from '#api/jobs/mail-jobs.ts';
import { escapeHtml, mailLayout } from '#api/mail/html.ts';
import { titleIn } from '#api/saved-scholarships/scholarship-title.ts';
import { CORRECTION_ITEM_NAMES } from './correction-messages.ts';
import { CORRECTION_REMINDER_MAIL, CORRECTION_REQUESTED_MAIL } from './correction-mail-texts.ts';

/** What a student is asked for, as their language names it: a receipt, the contract, or staff's label. */
export function itemName(item: { kind: CorrectionItemKind; label: string | null }, language: Language): string {
  return item.kind === 'other_document' ? (item.label ?? '') : CORRECTION_ITEM_NAMES[item.kind][language];
}

/** The due day as the student's language writes it (17 décembre 2026). */
const longDay = (day: string, language: Language) =>
  new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/**
 * The mail asking a student for corrections, or reminding them 2 days before the due date, in their
 * language: exactly what to send, by when, and a link to the application's page (or the account's
 * waiting page). Undefined once the student has no account.
 */
export async function correctionMail(
  db: Kysely<DB>,
  config: Pick<Config, 'publicWebUrl'>,
  requestId: string,
  kind: Extract<MailKind, 'correction-requested' | 'correction-reminder'>,
): Promise<QueuedMail | undefined> {
  const request = await db
    .selectFrom('correctionRequests as cr')
    .innerJoin('users as u', 'u.id', 'cr.userId')
    .leftJoin('applications as a', 'a.id', 'cr.applicationId')
    .select((eb) => [
      'cr.applicationId',
      'cr.message',
      'cr.dueDate',
      'u.email',
      'u.firstName',
      'u.language',
      titleIn(eb.ref('a.scholarshipId'), eb.ref('u.language')).as('scholarshipTitle'),
    ])
    .where('cr.id', '=', requestId)
    .executeTakeFirst();
  if (!request) return undefined;
  const items = await db
    .selectFrom('correctionItems')
    .select(['kind', 'label'])
    .where('requestId', '=', requestId)
    .orderBy('position')
    .execute();
  const { language, applicationId } = request;
  const texts = (kind === 'correction-requested' ? CORRECTION_REQUESTED_MAIL : CORRECTION_REMINDER_MAIL)[language];
  const link =
    applicationId === null ? `${config.publicWebUrl}/pending` : `${config.publicWebUrl}/applications/${applicationId}`;
  const params = {
    firstName: request.firstName,
    title: request.scholarshipTitle,
    dueDate: longDay(request.dueDate, language),
  };
  const escaped = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, escapeHtml(value)]));
  const forApplication = applicationId !== null;
  const names = items.map((item) => itemName(item, language));
  const intro = forApplication ? texts.applicationIntro : texts.accountIntro;
  const action = forApplication ? texts.applicationAction : texts.accountAction;
  const text = [
    fill(texts.greeting, params),
    fill(intro, params),
    [texts.itemsHeading, ...names.map((name) => `- ${name}`)].join('\n'),
    `${texts.messageHeading}\n${request.message}`,
    fill(action, { link }),
  ].join('\n\n');
  const html = mailLayout(language === 'ar' ? 'rtl' : 'ltr', [
    fill(texts.greeting, escaped),
    fill(intro, escaped),
    [escapeHtml(texts.itemsHeading), ...names.map((name) => `- <span dir="auto">${escapeHtml(name)}</span>`)].join('<br>'),
    `${escapeHtml(texts.messageHeading)}<br><span dir="auto" style="white-space:pre-wrap">${escapeHtml(request.message)}</span>`,
    fill(action, { link: `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` }),
  ]);
  return {
    eventKey: `${kind}:${requestId}`,
    kind,
    message: {
      to: request.email,
      subject: fill(forApplication ? texts.applicationSubject : texts.accountSubject, params),
      text,
      html,
      links: [link],
    },
  };
}
