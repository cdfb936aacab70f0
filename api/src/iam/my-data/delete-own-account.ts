import type { AppContext } from '#api/context.ts';
import { AppError, unauthenticated } from '#api/http/app-error.ts';
import type { Logger } from '#api/logging/logger.ts';
import { forgetMailsTo } from '#api/mail/forget-mails.ts';
import { changeStatus } from '#api/applications/status-change.ts';
import { deleteFileRows } from '#api/storage/stored-files.ts';
import { accountFileIds } from '../account-files.ts';
import { recordSignInFailure, signInWaitMs, tooManyAttempts } from '../login/login-throttle.ts';
import { verifyPassword } from '../password.ts';
import { findUserById } from '../session/find-user.ts';

/**
 * A student deletes their own account (law 09-08, docs/product-rules.md): after the password is
 * checked, one transaction detaches their applications (kept for the staff, anonymised; a pending
 * one is withdrawn, as nobody is left to answer), deletes their files' rows, their queued mails and
 * the account, whose sessions and tokens go with it. The stored bytes are removed once that has
 * committed; any that storage fails to remove has no row left, so the orphan sweep deletes it.
 */
export async function deleteOwnAccount(
  context: AppContext,
  caller: { userId: string; address: string; logger: Logger },
  password: string,
): Promise<void> {
  const { db, storage, clock } = context;
  const user = await findUserById(db, caller.userId);
  if (!user) throw unauthenticated('ACCOUNT_NOT_FOUND');
  // A wrong password counts as a failed sign-in: a stolen access token must not become a way to guess it.
  const attempt = { email: user.email, address: caller.address };
  const waitMs = await signInWaitMs(context.limits, attempt);
  if (waitMs !== null) throw tooManyAttempts(waitMs);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordSignInFailure(context.limits, attempt);
    throw new AppError(400, 'ACCOUNT_DELETION_PASSWORD_INCORRECT', {
      fields: { password: { key: 'ACCOUNT_DELETION_PASSWORD_INCORRECT' } },
    });
  }

  const now = clock.now();
  const storageKeys = await db.transaction().execute(async (trx) => {
    const pending = await trx
      .selectFrom('applications')
      .select('id')
      .where('userId', '=', user.id)
      .where('status', '=', 'pending')
      .forUpdate()
      .execute();
    for (const { id } of pending) await changeStatus(trx, id, 'withdrawn', { actorId: user.id, at: now });
    const fileIds = await accountFileIds(trx, user.id);
    await trx.updateTable('applications').set({ userId: null }).where('userId', '=', user.id).execute();
    // Official documents go with the account (law 09-08), before their files, which they reference.
    await trx.deleteFrom('documents').where('userId', '=', user.id).execute();
    const keys: string[] = [];
    // The receipts' and documents' columns become null with their rows (foreign keys on delete set null).
    for (const fileId of fileIds) keys.push(...(await deleteFileRows(trx, fileId)));
    await forgetMailsTo(trx, user.email);
    // Refresh and verification tokens cascade; the history keeps the student's steps without them.
    const deleted = await trx.deleteFrom('users').where('id', '=', user.id).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw unauthenticated('ACCOUNT_NOT_FOUND');
    return keys;
  });

  for (const key of storageKeys) {
    await storage.remove(key).catch((error: unknown) => {
      caller.logger.warn(
        { err: error, storageKey: key },
        'file of a deleted account left to the orphan sweep',
      );
    });
  }
}
