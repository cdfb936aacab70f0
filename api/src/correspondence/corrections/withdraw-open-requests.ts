import type { Transaction } from 'kysely';
import type { DB } from '#api/db/schema.ts';

/** The file a staff decision is about: an application, or student accounts. */
export type DecidedSubject = { applicationId: number } | { accountsOf: readonly string[] };

/**
 * A staff decision (approve, reject, set a status) on a file with an open correction request
 * withdraws the request in the decision's transaction: the student is no longer asked for anything
 * (docs/product-rules.md, "Correction requests"). Answers the withdrawn requests' ids.
 */
export async function withdrawOpenRequests(trx: Transaction<DB>, subject: DecidedSubject, at: Date): Promise<string[]> {
  if ('accountsOf' in subject && subject.accountsOf.length === 0) return [];
  const withdrawn = await trx
    .updateTable('correctionRequests')
    .set({ status: 'withdrawn', withdrawnAt: at })
    .where('status', '=', 'open')
    .$call((query) =>
      'applicationId' in subject
        ? query.where('applicationId', '=', subject.applicationId)
        : query.where('applicationId', 'is', null).where('userId', 'in', subject.accountsOf),
    )
    .returning('id')
    .execute();
  return withdrawn.map((row) => row.id);
}
