import type { JobResult } from 'pg-boss';
import type { JobKind } from '#api/jobs/job-queue.ts';
import type { Logger } from '#api/logging/logger.ts';
import { DOCUMENT_QUEUE, documentJobSchema } from './document-queue.ts';
import { issueDocument, type IssuingContext } from './issue-document.ts';

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The documents' queue: each job issues one document (document-queue.ts); a failure is retried. */
export function documentJobKind(context: IssuingContext, logger: Logger): JobKind {
  return {
    queue: DOCUMENT_QUEUE,
    // Drawing takes tens of milliseconds; a failure is storage or the database away: retried for about an hour.
    options: {
      retryLimit: 10,
      retryDelay: 30,
      retryBackoff: true,
      retryDelayMax: 15 * 60,
      expireInSeconds: 5 * 60,
      deleteAfterSeconds: 7 * 24 * 60 * 60,
    },
    batchSize: 5,
    run: (batch) =>
      Promise.all(
        batch.map(async (job): Promise<JobResult> => {
          try {
            const outcome = await issueDocument(context, documentJobSchema.parse(job.data));
            logger.debug({ jobId: job.id, outcome }, 'official document');
            return { id: job.id, status: 'completed' };
          } catch (error) {
            logger.warn({ err: error, jobId: job.id, attempt: job.retryCount + 1 }, 'official document not issued');
            return { id: job.id, status: 'failed', output: { message: errorMessage(error) } };
          }
        }),
      ),
  };
}
