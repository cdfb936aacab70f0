import type { JobResult } from 'pg-boss';
import type { Clock } from '#api/auth/clock.ts';
import type { JobKind } from '#api/jobs/job-queue.ts';
import type { Logger } from '#api/logging/logger.ts';
import { MESSAGE_DIGEST_QUEUE, digestJobSchema } from './message-digest-queue.ts';
import { sendMessageDigest, type DigestContext } from './send-message-digest.ts';

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The digests' queue: each job mails one side of one conversation what arrived (message-digest-queue.ts). */
export function messageDigestJobKind(
  context: Omit<DigestContext, 'jobs'> & { clock: Clock },
  logger: Logger,
): JobKind {
  return {
    queue: MESSAGE_DIGEST_QUEUE,
    // Its work is a few statements and an enqueued mail: retried for minutes; SMTP's own retries are the mail's.
    options: {
      retryLimit: 5,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 60,
      deleteAfterSeconds: 24 * 60 * 60,
    },
    batchSize: 10,
    run: (batch, jobs) =>
      Promise.all(
        batch.map(async (job): Promise<JobResult> => {
          try {
            const target = digestJobSchema.parse(job.data);
            const outcome = await sendMessageDigest({ ...context, jobs }, target, context.clock.now());
            logger.debug({ jobId: job.id, outcome }, 'message digest');
            return { id: job.id, status: 'completed' };
          } catch (error) {
            logger.warn({ err: error, jobId: job.id }, 'message digest failed');
            return { id: job.id, status: 'failed', output: { message: errorMessage(error) } };
          }
        }),
      ),
  };
}
