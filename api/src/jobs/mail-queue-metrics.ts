import { sql } from 'kysely';
import type { Database } from '#api/db/database.ts';
import type { Metrics } from '#api/metrics/metrics.ts';
import { JOBS_SCHEMA } from './job-queue.ts';
import { MAIL_QUEUE } from './mail-jobs.ts';

type MailState = 'waiting' | 'failed';

/** Mails by state in pg-boss's job table: waiting to be sent (new or to retry), and failed for good. */
async function countMails(db: Database): Promise<Record<MailState, number>> {
  const { rows } = await sql<{ waiting: number; failed: number }>`
    select count(*) filter (where state in ('created', 'retry', 'active'))::int as "waiting",
      count(*) filter (where state = 'failed')::int as "failed"
    from ${sql.table(`${JOBS_SCHEMA}.job`)} where name = ${MAIL_QUEUE}`.execute(db);
  return { waiting: rows[0]?.waiting ?? 0, failed: rows[0]?.failed ?? 0 };
}

/** `bourses_mail_queue_depth` and `bourses_mails_failed`, read from the database at each scrape. */
export function registerMailQueueMetrics(metrics: Metrics, db: Database): void {
  metrics.registerGauge({
    name: 'bourses_mail_queue_depth',
    help: 'Mails waiting to be sent: new, being sent, or waiting for a retry.',
    collect: async (gauge) => gauge.set((await countMails(db)).waiting),
  });
  metrics.registerGauge({
    name: 'bourses_mails_failed',
    help: 'Mails that failed for good after a day of retries, kept for staff to see.',
    collect: async (gauge) => gauge.set((await countMails(db)).failed),
  });
}
