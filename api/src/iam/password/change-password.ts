import type { AppContext } from '#api/context.ts';
import { AppError, unauthenticated } from '#api/http/app-error.ts';
import { normalisePassword } from '@bourses/common/new-password';
import { hashPassword, verifyPassword } from '../password.ts';
import { refusePersonalPassword } from '../new-password-fields.ts';
import { recordSignInFailure, signInWaitMs, tooManyAttempts } from '../login/login-throttle.ts';
import { revokeFamily, revokeUserSessions } from '../session/refresh-tokens.ts';
import { startSession, type SessionOrigin, type SessionTokens } from '../session/session-tokens.ts';
import { findUserById } from '../session/find-user.ts';

const fieldError = (field: string, key: 'CURRENT_PASSWORD_INCORRECT' | 'NEW_PASSWORD_SAME_AS_CURRENT') =>
  new AppError(400, key, { fields: { [field]: { key } } });

/**
 * Replaces the password after checking the current one, ends the caller's session (its earlier
 * refresh and access tokens stop working) and, unless told not to, every other session of the user,
 * and starts a fresh one for the caller. A wrong current password counts as a failed sign-in: a
 * stolen access token must not become a way to guess it.
 */
export async function changePassword(
  context: AppContext,
  caller: { userId: string; sessionId: string } & SessionOrigin,
  passwords: { currentPassword: string; newPassword: string; endOtherSessions: boolean },
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
  if (normalisePassword(passwords.newPassword) === normalisePassword(passwords.currentPassword)) {
    throw fieldError('newPassword', 'NEW_PASSWORD_SAME_AS_CURRENT');
  }
  refusePersonalPassword(passwords.newPassword, user);
  const passwordHash = await hashPassword(passwords.newPassword);
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ passwordHash, updatedAt: now }).where('id', '=', user.id).execute();
    if (passwords.endOtherSessions) await revokeUserSessions(trx, user.id, now);
    else await revokeFamily(trx, caller.sessionId, now);
  });
  return startSession(context, user, { address: caller.address, userAgent: caller.userAgent });
}
