import type { Insertable, Transaction, Updateable } from 'kysely';
import type { ApplicationStatus } from '@bourses/common/statuses';
import type { ApplicationHistoryTable, ApplicationsTable } from '../db/scholarship-tables.ts';
import type { DB } from '../db/schema.ts';

/** Keeps one change of an application in its history: what, who, when and with which feedback; answers the entry's id. */
export async function recordHistory(
  trx: Transaction<DB>,
  entry: Insertable<ApplicationHistoryTable>,
): Promise<number> {
  const { id } = await trx.insertInto('applicationHistory').values(entry).returning('id').executeTakeFirstOrThrow();
  return id;
}

/**
 * Moves an application to `status` (with any other columns that change with it), and records it with
 * the correction request the step made or answered, if any. Any change clears the queue's "corrected"
 * mark unless `columns` sets it (a submitted correction). Answers the history entry's id (the event
 * an official document is issued for).
 */
export async function changeStatus(
  trx: Transaction<DB>,
  applicationId: number,
  status: ApplicationStatus,
  by: { actorId: string; at: Date; feedback?: string | null; correctionRequestId?: string | null },
  columns: Updateable<ApplicationsTable> = {},
): Promise<number> {
  await trx
    .updateTable('applications')
    .set({ correctedAt: null, ...columns, status, updatedAt: by.at })
    .where('id', '=', applicationId)
    .execute();
  return recordHistory(trx, {
    applicationId,
    status,
    feedback: by.feedback ?? null,
    actorId: by.actorId,
    at: by.at,
    correctionRequestId: by.correctionRequestId ?? null,
  });
}
