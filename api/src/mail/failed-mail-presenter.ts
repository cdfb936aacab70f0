import { MAIL_KINDS, type MailKind } from '@bourses/common/mail-kinds';
import type { FailedMailAnswer } from '#api/contract/failed-mail-answer.ts';
import type { FailedMailRow } from './failed-mails-query.ts';

const isMailKind = (kind: string | null): kind is MailKind =>
  kind !== null && (MAIL_KINDS as readonly string[]).includes(kind);

/** A failed mail for staff: recipient, subject, kind, attempts, last error and dates; never the body. */
export function presentFailedMail(row: FailedMailRow): FailedMailAnswer {
  return {
    id: row.id,
    recipient: row.recipient ?? '',
    subject: row.subject ?? '',
    kind: isMailKind(row.kind) ? row.kind : null,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    failedAt: row.failedAt.toISOString(),
  };
}
