import { sql } from 'kysely';
import type { AppContext } from '#api/context.ts';
import { notFound } from '#api/http/app-error.ts';
import { deleteFile } from '#api/storage/stored-files.ts';

/**
 * Deletes an account (its applications go with it) and then its files: the two registration
 * documents, its application receipts and anything else it uploaded that no scholarship shows.
 */
export async function deleteAccount({ db, storage }: AppContext, userId: string): Promise<void> {
  const fileIds = await db.transaction().execute(async (trx) => {
    const files = await trx
      .selectFrom('files')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('id', 'in', eb.selectFrom('users').select('paymentReceiptFileId').where('id', '=', userId)),
          eb('id', 'in', eb.selectFrom('users').select('serviceContractFileId').where('id', '=', userId)),
          eb('id', 'in', eb.selectFrom('applications').select('receiptFileId').where('userId', '=', userId)),
          eb.and([
            eb('ownerId', '=', userId),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('scholarships')
                  .select(sql`1`.as('used'))
                  .whereRef('imageFileId', '=', 'files.id'),
              ),
            ),
          ]),
        ]),
      )
      .execute();
    const deleted = await trx.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw notFound('USER_NOT_FOUND');
    return files.map((file) => file.id);
  });
  // After the commit: a failed deletion must not have removed the files already.
  for (const fileId of fileIds) await deleteFile(db, storage, fileId);
}
