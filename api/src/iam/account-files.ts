import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/**
 * The ids of every file an account's deletion removes: its two registration documents, its
 * application receipts, its official documents' PDFs, every file of its conversations and anything else it uploaded that no
 * scholarship shows nor another student's conversation holds.
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
        eb('id', 'in', eb.selectFrom('documents').select('fileId').where('userId', '=', userId)),
        // Every file of the student's conversations, whoever sent it: the conversations go with the account.
        eb(
          'id',
          'in',
          eb
            .selectFrom('messageAttachments as ma')
            .innerJoin('messages as m', 'm.id', 'ma.messageId')
            .innerJoin('conversations as c', 'c.id', 'm.conversationId')
            .select('ma.fileId')
            .where('c.userId', '=', userId),
        ),
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
          // A staff member's files in students' conversations stay with those conversations.
          eb.not(
            eb.exists(
              eb
                .selectFrom('messageAttachments as ma')
                .innerJoin('messages as m', 'm.id', 'ma.messageId')
                .innerJoin('conversations as c', 'c.id', 'm.conversationId')
                .select(sql`1`.as('attached'))
                .whereRef('ma.fileId', '=', 'files.id')
                .where('c.userId', '<>', userId),
            ),
          ),
        ]),
      ]),
    )
    .execute();
  return files.map((file) => file.id);
}
