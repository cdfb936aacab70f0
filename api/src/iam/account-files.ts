import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/**
 * The ids of every file an account's deletion removes: its two registration documents, its
 * application receipts and anything else it uploaded that no scholarship shows.
 */
export async function accountFileIds(db: Database, userId: string): Promise<string[]> {
  const files = await db
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
  return files.map((file) => file.id);
}
