import type { Transaction } from 'kysely';
import type { Language } from '@bourses/common/languages';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/database.ts';
import type { DB } from '#api/db/schema.ts';
import { AppError } from '#api/http/app-error.ts';
import { enqueueMails } from '#api/jobs/mail-jobs.ts';
import { linkMail } from '#api/mail/link-mail.ts';
import { hashToken, newSecretToken } from '../tokens/secret-token.ts';
import type { MailedTokenKind } from './mailed-token-kind.ts';

export interface TokenRecipient {
  id: string;
  email: string;
  firstName: string;
  language: Language;
}

/** Stores a new token of the kind for the user (as a hash) and returns the token itself. */
export async function createMailedToken(
  db: Database,
  { table, lifetimeSeconds }: MailedTokenKind,
  userId: string,
  now: Date,
): Promise<string> {
  const { token, tokenHash } = newSecretToken();
  await db
    .insertInto(table)
    .values({ tokenHash, userId, expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000), createdAt: now })
    .execute();
  return token;
}

/** Withdraws the user's links of the kind not used yet: they stop working. */
export async function withdrawMailedTokens(db: Database, { table }: MailedTokenKind, userId: string): Promise<void> {
  await db.deleteFrom(table).where('userId', '=', userId).where('usedAt', 'is', null).execute();
}

/**
 * Replaces the recipient's unused links of the kind with a new one and enqueues the mail that carries
 * it, in the caller's transaction: only the newest link works, and it is mailed once committed,
 * however long SMTP is away.
 */
export async function mailNewToken(
  { config, jobs }: Pick<AppContext, 'config' | 'jobs'>,
  trx: Transaction<DB>,
  kind: MailedTokenKind,
  recipient: TokenRecipient,
  now: Date,
): Promise<void> {
  await withdrawMailedTokens(trx, kind, recipient.id);
  const token = await createMailedToken(trx, kind, recipient.id, now);
  const link = `${config.publicWebUrl}${kind.page}?token=${encodeURIComponent(token)}`;
  await enqueueMails(jobs, trx, [
    {
      eventKey: `${kind.mailKind}:${hashToken(token)}`,
      kind: kind.mailKind,
      message: linkMail(recipient, link, kind.texts[recipient.language]),
    },
  ]);
}

/**
 * Spends a token of the kind inside the caller's transaction and answers whose it was. Good once,
 * until it expires; the row is locked so that two uses of the same link cannot both succeed.
 */
export async function spendMailedToken(
  trx: Transaction<DB>,
  { table, refusals }: MailedTokenKind,
  token: string,
  now: Date,
): Promise<string> {
  const tokenHash = hashToken(token);
  const row = await trx
    .selectFrom(table)
    .select(['userId', 'expiresAt', 'usedAt'])
    .where('tokenHash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError(400, refusals.invalid);
  if (row.usedAt) throw new AppError(400, refusals.used);
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError(400, refusals.expired);
  await trx.updateTable(table).set({ usedAt: now }).where('tokenHash', '=', tokenHash).execute();
  return row.userId;
}
