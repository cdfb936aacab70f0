import type { Language } from '@bourses/common/languages';
import { fill } from '../i18n/catalog.ts';
import { escapeHtml, mailLayout } from '../mail/html.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { APPROVAL_MAIL, DECISION_LETTER_LINE, REJECTION_MAIL } from './application-mail-texts.ts';

export interface DecisionMailInput {
  decision: 'approved' | 'rejected';
  to: string;
  language: Language;
  firstName: string;
  scholarshipTitle: string;
  feedback: string | null;
  /** The application's page in the web client. */
  link: string;
}

/** The e-mail telling a student, in their language, that staff approved or rejected their application. */
export function decisionMail(input: DecisionMailInput): MailMessage {
  const texts = (input.decision === 'approved' ? APPROVAL_MAIL : REJECTION_MAIL)[input.language];
  const params = {
    firstName: input.firstName,
    title: input.scholarshipTitle,
    feedback: input.feedback ?? '',
    link: input.link,
  };
  const escaped = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, escapeHtml(value)]),
  );
  const templates = [
    texts.greeting,
    texts.decision,
    ...(input.feedback ? [texts.feedbackLabel] : []),
    DECISION_LETTER_LINE[input.language],
    texts.next,
  ];
  const anchor = `<a href="${escaped.link}">${escaped.link}</a>`;
  return {
    to: input.to,
    subject: texts.subject,
    text: templates.map((template) => fill(template, params)).join('\n\n'),
    html: mailLayout(
      input.language === 'ar' ? 'rtl' : 'ltr',
      templates.map((template) => fill(template, { ...escaped, link: anchor })),
    ),
    links: [input.link],
  };
}
