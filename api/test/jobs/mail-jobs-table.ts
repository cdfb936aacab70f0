import { sql } from 'kysely';
import { JOBS_SCHEMA } from '#api/jobs/job-queue.ts';
import { MAIL_QUEUE } from '#api/jobs/mail-jobs.ts';
import type { TestApi } from '../test-api.ts';

export interface MailJobRow {
  id: string;
  state: string;
  recipient: string;
  retryCount: number;
  /** Seconds until the job may run again (negative once due). */
  waitSeconds: number;
  links: string[];
}

/** The mail jobs for these recipients, as pg-boss stores them, oldest first. */
export async function mailJobsTo(api: TestApi, recipients: string[]): Promise<MailJobRow[]> {
  if (recipients.length === 0) return [];
  const { rows } = await sql<MailJobRow>`
    select id::text as "id", state::text as "state", data->'message'->>'to' as "recipient",
      retry_count as "retryCount", extract(epoch from start_after - now())::float8 as "waitSeconds",
      coalesce(data->'message'->'links', '[]'::jsonb) as "links"
    from ${sql.table(`${JOBS_SCHEMA}.job`)}
    where name = ${MAIL_QUEUE} and data->'message'->>'to' in (${sql.join(recipients)})
    order by created_on, id`.execute(api.context.db);
  return rows;
}
