import { recordAudit, type Caller } from '#api/audit/audit-log.ts';
import type { AppContext } from '#api/context.ts';
import { notFound } from '#api/http/app-error.ts';
import { deleteFile } from '#api/storage/stored-files.ts';
import { accountFileIds } from '../account-files.ts';

/**
 * An ADMIN deletes an account (its applications go with it) and then its files; the audit log keeps
 * whose account it was. A student deleting their own account keeps their applications anonymised
 * instead (my-data/delete-own-account.ts).
 */
export async function deleteAccount({ db, storage }: AppContext, by: Caller, userId: string): Promise<void> {
  const fileIds = await db.transaction().execute(async (trx) => {
    const files = await accountFileIds(trx, userId);
    const deleted = await trx
      .deleteFrom('users')
      .where('id', '=', userId)
      .returning(['email', 'role'])
      .executeTakeFirst();
    if (!deleted) throw notFound('USER_NOT_FOUND');
    await recordAudit(trx, by, {
      action: 'account.delete',
      targetType: 'user',
      targetId: userId,
      changes: {
        // Only what says which account it was (docs/security.md, "Audit log").
        email: [deleted.email, null],
        role: [deleted.role, null],
      },
    });
    return files;
  });
  // After the commit: a failed deletion must not have removed the files already.
  for (const fileId of fileIds) await deleteFile(db, storage, fileId);
}
