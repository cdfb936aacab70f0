import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { DB } from '#api/db/schema.ts';
import type { JobQueue } from '#api/jobs/job-queue.ts';
import { eventJobId } from '#api/jobs/mail-jobs.ts';

/** The queue of official documents to issue: one job per event (docs/documents.md, "Issuing"). */
export const DOCUMENT_QUEUE = 'documents';

const receiptSchema = z.object({ name: z.string(), fileId: z.uuid(), sha256: z.string().nullable() });

/** What a job names: the event that issues the document; the rest is read when it runs. */
export const documentJobSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('payment-receipt'), paymentId: z.number().int() }),
  // The receipt as it was sent: a later one may have replaced (and deleted) it by the time the job runs.
  z.object({ kind: z.literal('proof-of-submission'), historyEntryId: z.number().int(), receipt: receiptSchema.nullable() }),
  z.object({ kind: z.literal('decision-letter'), historyEntryId: z.number().int() }),
]);

export type DocumentJob = z.infer<typeof documentJobSchema>;

/** The event a document is issued for, unique among documents: `payment-verified:12`, `submission:34`, `decision:35`. */
export function eventKeyOf(job: DocumentJob): string {
  switch (job.kind) {
    case 'payment-receipt':
      return `payment-verified:${job.paymentId}`;
    case 'proof-of-submission':
      return `submission:${job.historyEntryId}`;
    case 'decision-letter':
      return `decision:${job.historyEntryId}`;
  }
}

/** An event as its transaction states it; a submission names the receipt file sent with it, if any. */
export type DocumentEvent =
  | { kind: 'payment-receipt'; paymentId: number }
  | { kind: 'proof-of-submission'; historyEntryId: number; receiptFileId: string | null }
  | { kind: 'decision-letter'; historyEntryId: number };

async function jobOf(trx: Transaction<DB>, event: DocumentEvent): Promise<DocumentJob> {
  if (event.kind !== 'proof-of-submission') return event;
  const receipt =
    event.receiptFileId === null
      ? undefined
      : await trx
          .selectFrom('files')
          .select(['id as fileId', 'originalName as name', 'sha256'])
          .where('id', '=', event.receiptFileId)
          .executeTakeFirst();
  return { kind: event.kind, historyEntryId: event.historyEntryId, receipt: receipt ?? null };
}

/**
 * Asks, in the transaction of the events, for their documents: rolled back, nothing is issued;
 * committed, a worker draws and stores each. The job's id derives from the event, so an event
 * enqueued twice is one job; the documents' unique `event_key` covers a job run twice.
 */
export async function enqueueDocuments(jobs: JobQueue, trx: Transaction<DB>, events: DocumentEvent[]): Promise<void> {
  if (events.length === 0) return;
  const queued: DocumentJob[] = [];
  for (const event of events) queued.push(await jobOf(trx, event));
  await jobs.boss.insert(
    DOCUMENT_QUEUE,
    queued.map((job) => ({ id: eventJobId(`document:${eventKeyOf(job)}`), data: job })),
    { db: jobs.within(trx) },
  );
}
