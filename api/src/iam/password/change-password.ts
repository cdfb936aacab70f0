import type { AppContext } from '#api/context.ts';
import { AppError, unauthenticated } from '#api/http/app-error.ts';
import { hashPassword, verifyPassword } from '../password.ts';
import { recordSignInFailure, signInWaitMs, tooManyAttempts } from '../login/login-throttle.ts';
import { revokeUserSessions } from '../session/refresh-tokens.ts';
import { startSession, type SessionTokens } from '../session/session-tokens.ts';
import { findUserById } from '../session/find-user.ts';

const fieldError = (field: string, key: 'CURRENT_PASSWORD_INCORRECT' | 'NEW_PASSWORD_SAME_AS_CURRENT') =>
  new AppError(400, key, { fields: { [field]: { key } } });

/**
 * Replaces the password after checking the current one, ends every session of the user (their
 * refresh and access tokens stop working) and starts a fresh one for the caller. A wrong current
 * password counts as a failed sign-in: a stolen access token must not become a way to guess it.
 */
export async function changePassword(
  context: AppContext,
  caller: { userId: string; address: string },
  passwords: { currentPassword: string; newPassword: string },
): Promise<SessionTokens> {
  const { db, clock } = context;
  const user = await findUserById(db, caller.userId);
  if (!user) throw unauthenticated('ACCOUNT_NOT_FOUND');
  const attempt = { email: user.email, address: caller.address };
  const waitMs = await signInWaitMs(context.limits, attempt);
  if (waitMs !== null) throw tooManyAttempts(waitMs);
  if (!(await verifyPassword(user.passwordHash, passwords.currentPassword))) {
    await recordSignInFailure(context.limits, attempt);
    throw fieldError('currentPassword', 'CURRENT_PASSWORD_INCORRECT');
  }
  if (passwords.newPassword === passwords.currentPassword) {
    throw fieldError('newPassword', 'NEW_PASSWORD_SAME_AS_CURRENT');
  }
  const passwordHash = await hashPassword(passwords.newPassword);
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ passwordHash, updatedAt: now }).where('id', '=', user.id).execute();
    await revokeUserSessions(trx, user.id, now);
  });
  return startSession(context, user);
}
