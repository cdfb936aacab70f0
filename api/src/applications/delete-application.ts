import type { AppContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';

/** Staff delete an application with its history and its receipt (row and bytes). */
export async function deleteApplication(context: AppContext, applicationId: number): Promise<void> {
  const receiptKey = await context.db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('applications')
      .where('id', '=', applicationId)
      .returning('receiptFileId')
      .executeTakeFirst();
    if (!deleted) throw new AppError(404, 'APPLICATION_NOT_FOUND');
    if (deleted.receiptFileId === null) return undefined;
    const file = await trx
      .deleteFrom('files')
      .where('id', '=', deleted.receiptFileId)
      .returning('storageKey')
      .executeTakeFirst();
    return file?.storageKey;
  });
  // The bytes go only once the rows are gone for good.
  if (receiptKey) await context.storage.remove(receiptKey);
}
