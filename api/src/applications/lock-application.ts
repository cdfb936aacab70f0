import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';

/**
 * An application's row, locked until the transaction ends: a parallel change to it waits, then
 * sees this one's result. A missing application is a 404.
 */
export async function lockApplication(trx: Transaction<DB>, applicationId: number) {
  const current = await trx
    .selectFrom('applications')
    .select(['userId', 'status', 'receiptFileId'])
    .where('id', '=', applicationId)
    .forUpdate()
    .executeTakeFirst();
  if (!current) throw new AppError(404, 'APPLICATION_NOT_FOUND');
  return current;
}
