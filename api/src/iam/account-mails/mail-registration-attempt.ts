import { sql } from 'kysely';
import { enqueueMails } from '#api/jobs/mail-jobs.ts';
import type { AccountMailing } from '../mailed-tokens/request-mailed-token.ts';
import { registrationAttemptMail } from './registration-attempt-mail.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Tells the owner of an address that someone tried to register with it. One mail per account and
 * clock hour at most, however many tries and from however many places: the mail's event key names
 * the hour, and the queue keeps one job per key.
 */
export async function mailRegistrationAttempt(
  { db, config, jobs }: AccountMailing,
  email: string,
  requestedAt: Date,
): Promise<void> {
  const owner = await db
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'language'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  // Gone meanwhile (the account deleted): there is nobody to tell.
  if (!owner) return;
  const hour = Math.floor(requestedAt.getTime() / HOUR_MS);
  await db.transaction().execute((trx) =>
    enqueueMails(jobs, trx, [
      {
        eventKey: `registration-attempt:${owner.id}:${hour}`,
        kind: 'registration-attempt',
        message: registrationAttemptMail(owner, `${config.publicWebUrl}/login`),
      },
    ]),
  );
}
