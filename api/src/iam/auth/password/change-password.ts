import type { AppContext } from '../../../context.ts';
import { AppError, unauthenticated } from '../../../http/app-error.ts';
import { hashPassword, verifyPassword } from '../../password.ts';
import { revokeUserSessions } from '../session/refresh-tokens.ts';
import { startSession, type SessionTokens } from '../session/session-tokens.ts';
import { findUserById } from '../session/find-user.ts';

const fieldError = (field: string, key: 'CURRENT_PASSWORD_INCORRECT' | 'NEW_PASSWORD_SAME_AS_CURRENT') =>
  new AppError(400, key, { fields: { [field]: { key } } });

/**
 * Replaces the password after checking the current one, ends every other session (their refresh
 * tokens stop working) and starts a fresh one for the caller.
 */
export async function changePassword(
  context: AppContext,
  userId: string,
  passwords: { currentPassword: string; newPassword: string },
): Promise<SessionTokens> {
  const { db, clock } = context;
  const user = await findUserById(db, userId);
  if (!user) throw unauthenticated('ACCOUNT_NOT_FOUND');
  if (!(await verifyPassword(user.passwordHash, passwords.currentPassword))) {
    throw fieldError('currentPassword', 'CURRENT_PASSWORD_INCORRECT');
  }
  if (passwords.newPassword === passwords.currentPassword) {
    throw fieldError('newPassword', 'NEW_PASSWORD_SAME_AS_CURRENT');
  }
  const passwordHash = await hashPassword(passwords.newPassword);
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ passwordHash, updatedAt: now }).where('id', '=', userId).execute();
    await revokeUserSessions(trx, userId, now);
  });
  return startSession(context, user);
}
