import type { Actor } from '#api/auth/actor.ts';
import type { AppContext } from '#api/context.ts';
import { AppError, unauthenticated } from '#api/http/app-error.ts';
import { recordSignInFailure, signInWaitMs, tooManyAttempts } from '../login/login-throttle.ts';
import { verifyPassword } from '../password.ts';
import { findUserById } from '../session/find-user.ts';
import { verifySecondFactorCode } from '../factors/verify-second-factor.ts';

/** What the caller gives to confirm it is still them: exactly one of the two. */
export type ReauthenticationProof = { password: string } | { code: string };

const refused = (field: 'password' | 'code', key: 'PASSWORD_INCORRECT' | 'SECOND_FACTOR_CODE_INCORRECT') =>
  new AppError(400, key, { fields: { [field]: { key } } });

/**
 * Marks the caller's session as authenticated now, for the sensitive changes of the next 10 minutes
 * (require-recent-authentication.ts), once the password or a second factor's code is right. A wrong
 * one counts as a failed sign-in of this address on the account: a stolen access token must not
 * become a way to guess the password.
 */
export async function reauthenticate(
  context: AppContext,
  caller: { actor: Actor; address: string },
  proof: ReauthenticationProof,
): Promise<void> {
  const { db, clock, limits } = context;
  const user = await findUserById(db, caller.actor.id);
  if (!user) throw unauthenticated('ACCOUNT_NOT_FOUND');
  const attempt = { email: user.email, address: caller.address };
  const waitMs = await signInWaitMs(limits, attempt);
  if (waitMs !== null) throw tooManyAttempts(waitMs);
  const right =
    'password' in proof
      ? await verifyPassword(user.passwordHash, proof.password)
      : await verifySecondFactorCode(context, user.id, proof.code);
  if (!right) {
    await recordSignInFailure(limits, attempt);
    throw 'password' in proof
      ? refused('password', 'PASSWORD_INCORRECT')
      : refused('code', 'SECOND_FACTOR_CODE_INCORRECT');
  }
  await db
    .updateTable('sessions')
    .set({ authenticatedAt: clock.now() })
    .where('id', '=', caller.actor.sessionId)
    .where('userId', '=', user.id)
    .execute();
}
