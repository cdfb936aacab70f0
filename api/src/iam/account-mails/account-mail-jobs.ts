import type { Transaction } from 'kysely';
import type { JobResult } from 'pg-boss';
import type { DB } from '#api/db/schema.ts';
import { z } from 'zod';
import type { JobKind, JobQueue } from '#api/jobs/job-queue.ts';
import type { Logger } from '#api/logging/logger.ts';
import { requestMailedToken, type AccountMailing } from '../mailed-tokens/request-mailed-token.ts';
import { PASSWORD_RESET_LINK } from '../password-reset/password-reset-link.ts';
import { VERIFICATION_LINK } from '../verification/verification-link.ts';
import { mailRegistrationAttempt } from './mail-registration-attempt.ts';

/** The queue of the mails a public form asks for an address (docs/security.md, Accounts cannot be enumerated). */
export const ACCOUNT_MAIL_QUEUE = 'account-mail-requests';

const REQUEST_KINDS = ['verification', 'password-reset', 'registration-attempt'] as const;
type AccountMailRequestKind = (typeof REQUEST_KINDS)[number];

/**
 * What each request does with the address, once out of the request: whether an account has it is
 * looked up here, so the form's answer and time are the same either way. A new kind is one entry.
 */
const HANDLERS: Record<
  AccountMailRequestKind,
  (context: AccountMailing, email: string, requestedAt: Date) => Promise<void>
> = {
  verification: (context, email, requestedAt) =>
    requestMailedToken(context, VERIFICATION_LINK, email, requestedAt),
  'password-reset': (context, email, requestedAt) =>
    requestMailedToken(context, PASSWORD_RESET_LINK, email, requestedAt),
  'registration-attempt': mailRegistrationAttempt,
};

const requestSchema = z.object({
  request: z.enum(REQUEST_KINDS),
  email: z.string().max(254),
  requestedAt: z.iso.datetime(),
});

/** What a form asks for which address; the job reads it as of the request's time. */
export type AccountMailRequest = Omit<z.infer<typeof requestSchema>, 'requestedAt'>;

/**
 * Enqueues the look-up and the mail in the caller's transaction: the same one statement whether the
 * address has an account. The job works as of `now`, the request's time (a link's lifetime, the
 * one-a-minute rule), however late it runs.
 */
export async function enqueueAccountMail(
  jobs: JobQueue,
  trx: Transaction<DB>,
  request: AccountMailRequest,
  now: Date,
): Promise<void> {
  const data = { ...request, requestedAt: now.toISOString() };
  await jobs.boss.insert(ACCOUNT_MAIL_QUEUE, [{ data }], { db: jobs.within(trx) });
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The queue's worker: each job looks the address up and, when an account has it, enqueues its mail. */
export function accountMailJobKind(context: Omit<AccountMailing, 'jobs'>, logger: Logger): JobKind {
  return {
    queue: ACCOUNT_MAIL_QUEUE,
    // A request is worth retrying for minutes, not days; its row holds an address, so it goes soon.
    options: {
      retryLimit: 5,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 60,
      deleteAfterSeconds: 24 * 60 * 60,
    },
    batchSize: 10,
    // One after the other, oldest request first: two requests for one account meet the one-a-minute
    // rule in the order they were made (workers elsewhere take turns on its row:
    // mailed-tokens/request-mailed-token.ts).
    run: async (batch, jobs) => {
      const requestTime = (job: (typeof batch)[number]) => requestSchema.safeParse(job.data).data?.requestedAt ?? '';
      const outcomes: JobResult[] = [];
      for (const job of [...batch].sort((a, b) => requestTime(a).localeCompare(requestTime(b)))) {
        try {
          const { request, email, requestedAt } = requestSchema.parse(job.data);
          await HANDLERS[request]({ ...context, jobs }, email, new Date(requestedAt));
          outcomes.push({ id: job.id, status: 'completed' });
        } catch (error) {
          logger.warn({ err: error, jobId: job.id }, 'account mail request failed');
          outcomes.push({ id: job.id, status: 'failed', output: { message: errorMessage(error) } });
        }
      }
      return outcomes;
    },
  };
}
