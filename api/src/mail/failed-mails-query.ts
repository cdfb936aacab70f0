import { sql } from 'kysely';
import type { Database } from '#api/db/database.ts';
import { JOBS_SCHEMA } from '#api/jobs/job-queue.ts';
import { MAIL_QUEUE } from '#api/jobs/mail-jobs.ts';

export interface FailedMailRow {
  id: string;
  kind: string | null;
  recipient: string | null;
  subject: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  failedAt: Date;
}

// pg-boss keeps a job that ran out of retries in its job table, state 'failed', until the queue's
// deleteAfterSeconds (jobs/mail-jobs.ts); its output is what the last attempt answered, or pg-boss's
// own `{ value: { message } }` for an attempt that timed out.
const failedMails = sql`${sql.table(`${JOBS_SCHEMA}.job`)} where name = ${MAIL_QUEUE} and state = 'failed'`;

/** A page of the mails that failed for good, the latest failure first, and how many there are. */
export async function listFailedMails(
  db: Database,
  page: { offset: number; limit: number },
): Promise<{ mails: FailedMailRow[]; total: number }> {
  const { rows } = await sql<FailedMailRow>`
    select id::text as "id",
      data->>'kind' as "kind",
      data->'message'->>'to' as "recipient",
      data->'message'->>'subject' as "subject",
      retry_count + 1 as "attempts",
      coalesce(output->>'message', output->'value'->>'message') as "lastError",
      created_on as "createdAt",
      completed_on as "failedAt"
    from ${failedMails}
    order by completed_on desc, id
    limit ${page.limit} offset ${page.offset}`.execute(db);
  const { rows: counted } = await sql<{
    total: number;
  }>`select count(*)::int as "total" from ${failedMails}`.execute(db);
  return { mails: rows, total: counted[0]?.total ?? 0 };
}
