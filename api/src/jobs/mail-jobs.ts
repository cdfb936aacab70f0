import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { JobResult, JobWithMetadata } from 'pg-boss';
import { z } from 'zod';
import { MAIL_KINDS, type MailKind } from '@bourses/common/mail-kinds';
import { FAILED_MAIL_RETENTION_DAYS } from '@bourses/common/retention';
import type { DB } from '#api/db/schema.ts';
import type { Logger } from '#api/logging/logger.ts';
import type { Mailer, MailMessage } from '#api/mail/mailer.ts';
import type { JobKind, JobQueue } from './job-queue.ts';

export const MAIL_QUEUE = 'mail';

const mailJobSchema = z.object({
  kind: z.enum(MAIL_KINDS),
  message: z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    links: z.array(z.string()).optional(),
    headers: z.record(z.string(), z.string()).optional(),
  }),
});

/** How long mail is retried before it has failed for good and is listed for staff. */
export const MAIL_RETRY_WINDOW_SECONDS = 24 * 60 * 60;
const RETRY_DELAY_MAX_SECONDS = 2 * 60 * 60;

/**
 * The retry schedule (docs/architecture.md, Mail and background jobs). pg-boss waits before retry n
 * (n = 1, 2, …) at least retryDelay × 2^(n-1) seconds, capped at retryDelayMax. The retry count is
 * the smallest whose shortest waits add up to a day: with the default first delay of 60 s that is
 * 1-2 min, 2-4, 4-8, 8-16, 16-32, 32-64 min, 64 min-2 h, then 2 h for retries 8 to 18, so
 * 60 + 120 + … + 3840 + 11 × 7200 = 86,820 s (24 h 07 min) at the shortest, 26 h 06 min at the
 * longest. A shorter first delay (MAIL_RETRY_DELAY_SECONDS) gives more, closer retries over the same day.
 */
export function mailRetries(firstDelaySeconds: number) {
  let retryLimit = 0;
  for (let waited = 0; waited < MAIL_RETRY_WINDOW_SECONDS; retryLimit += 1) {
    waited += Math.min(firstDelaySeconds * 2 ** retryLimit, RETRY_DELAY_MAX_SECONDS);
  }
  return {
    retryLimit,
    retryDelay: firstDelaySeconds,
    retryBackoff: true,
    retryDelayMax: RETRY_DELAY_MAX_SECONDS,
  };
}

const FAILED_MAILS_KEPT_SECONDS = FAILED_MAIL_RETENTION_DAYS * 24 * 60 * 60;
// An SMTP exchange that takes longer has hung: the attempt is failed and retried.
const SEND_TIMEOUT_SECONDS = 5 * 60;
// Mails one worker sends at once: 200 approvals drain in 20 rounds instead of 200 polls.
const MAILS_PER_BATCH = 10;

/**
 * The job's id, derived from the event that causes the mail: pg-boss skips a job whose id is already
 * stored, so the same event enqueued twice (a retried request, two instances) is mailed once.
 */
export function eventJobId(eventKey: string): string {
  const hex = createHash('sha256').update(`mail:${eventKey}`).digest('hex');
  // A version 8 (custom) UUID: the first 122 bits of the hash.
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/** A mail to send, and the event that causes it: `eventKey` names that one change. */
export interface QueuedMail {
  eventKey: string;
  kind: MailKind;
  message: MailMessage;
}

/**
 * Enqueues mails in the transaction of the change that causes them, in one statement: rolled back,
 * nothing is sent; committed, a worker sends each, retrying for a day when SMTP fails.
 */
export async function enqueueMails(jobs: JobQueue, trx: Transaction<DB>, mails: QueuedMail[]): Promise<void> {
  if (mails.length === 0) return;
  await jobs.boss.insert(
    MAIL_QUEUE,
    mails.map(({ eventKey, kind, message }) => ({ id: eventJobId(eventKey), data: { kind, message } })),
    { db: jobs.within(trx) },
  );
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The mail queue: each job is one message, sent as today (SMTP, or the outbox folder). */
export function mailJobKind(mailer: Mailer, logger: Logger, firstRetryDelaySeconds: number): JobKind {
  const send = async (job: JobWithMetadata<unknown>): Promise<JobResult> => {
    try {
      const { message } = mailJobSchema.parse(job.data);
      await mailer.send(message);
      return { id: job.id, status: 'completed' };
    } catch (error) {
      logger.warn({ err: error, jobId: job.id, attempt: job.retryCount + 1 }, 'mail not sent');
      // Only the error's message is kept: it is what staff see, never a stack.
      return { id: job.id, status: 'failed', output: { message: errorMessage(error) } };
    }
  };
  return {
    queue: MAIL_QUEUE,
    options: {
      ...mailRetries(firstRetryDelaySeconds),
      expireInSeconds: SEND_TIMEOUT_SECONDS,
      deleteAfterSeconds: FAILED_MAILS_KEPT_SECONDS,
    },
    batchSize: MAILS_PER_BATCH,
    // In parallel across recipients; one recipient's mails in the order they were enqueued (a
    // rejection, then the approval that follows it), which the order of a fetched batch is not.
    async run(batch) {
      const oldestFirst = batch.toSorted((a, b) => a.createdOn.getTime() - b.createdOn.getTime());
      const byRecipient = Map.groupBy(
        oldestFirst,
        (job) => mailJobSchema.safeParse(job.data).data?.message.to ?? job.id,
      );
      const sent = await Promise.all(
        [...byRecipient.values()].map(async (jobs) => {
          const results: JobResult[] = [];
          for (const job of jobs) results.push(await send(job));
          return results;
        }),
      );
      return sent.flat();
    },
  };
}
