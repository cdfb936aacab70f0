import type { AppContext } from '#api/context.ts';
import { AppError } from '#api/http/app-error.ts';
import { recordSignInFailure } from '../login/login-throttle.ts';
import { findUserById } from '../session/find-user.ts';
import { startSession, type SessionOrigin, type SessionTokens } from '../session/session-tokens.ts';
import type { UserRow } from '../user-presenter.ts';
import { acceptPasskeyAnswer } from './passkeys.ts';
import { spendRecoveryCode } from './recovery-codes.ts';
import {
  challengeInvalid,
  closeChallenge,
  countWrongAnswer,
  openChallengeOf,
  type SignInChallenge,
} from './sign-in-challenges.ts';
import { acceptTotpCode } from './verify-second-factor.ts';

/** One answer to a sign-in's challenge. */
export type SecondFactorGiven = { code: string } | { recoveryCode: string } | { passkey: unknown };

async function accepted(
  context: AppContext,
  challenge: SignInChallenge,
  given: SecondFactorGiven,
): Promise<boolean> {
  if ('code' in given) return (await acceptTotpCode(context, challenge.userId, given.code)) !== null;
  if ('recoveryCode' in given)
    return spendRecoveryCode(context.db, challenge.userId, given.recoveryCode, context.clock.now());
  return (await acceptPasskeyAnswer(context, challenge, given.passkey)) !== null;
}

/**
 * Meets a sign-in's challenge with a second factor and opens the session. A wrong answer counts
 * against the challenge (the fifth ends it) and, as a wrong password would, against the account and
 * this address (login-throttle.ts): a stolen password gives a handful of guesses, not thousands.
 */
export async function completeSignIn(
  context: AppContext,
  token: string,
  given: SecondFactorGiven,
  origin: SessionOrigin,
): Promise<{ user: UserRow; tokens: SessionTokens }> {
  const { db, clock, limits } = context;
  const challenge = await openChallengeOf(db, token, 'sign-in', clock.now());
  const user = await findUserById(db, challenge.userId);
  if (!user) throw challengeInvalid();
  if (!(await accepted(context, challenge, given))) {
    const ended = await countWrongAnswer(db, challenge.id);
    await recordSignInFailure(limits, { email: user.email, address: origin.address });
    throw new AppError(401, ended ? 'SECOND_FACTOR_ATTEMPTS_EXHAUSTED' : 'SECOND_FACTOR_INVALID');
  }
  // One session per challenge, even when the same answer is sent twice at once.
  if (!(await closeChallenge(db, challenge.id))) throw challengeInvalid();
  return { user, tokens: await startSession(context, user, origin) };
}
