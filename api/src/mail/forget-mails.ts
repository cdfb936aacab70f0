import { sql, type Transaction } from 'kysely';
import type { DB } from '#api/db/schema.ts';
import { JOBS_SCHEMA } from '#api/jobs/job-queue.ts';
import { MAIL_QUEUE } from '#api/jobs/mail-jobs.ts';

/**
 * Erases every mail job to an address, waiting, sent or failed: their bodies hold the person's name
 * and links. Run in the transaction of the account's deletion, so that no mail goes out to someone
 * who has left, and the failed-mail list (kept 14 days, jobs/mail-jobs.ts) no longer names them.
 */
export async function forgetMailsTo(trx: Transaction<DB>, email: string): Promise<void> {
  await sql`
    delete from ${sql.table(`${JOBS_SCHEMA}.job`)}
    where name = ${MAIL_QUEUE} and lower(data->'message'->>'to') = ${email.toLowerCase()}`.execute(trx);
}
