import type { AppContext } from '#api/context.ts';
import { unauthenticated } from '#api/http/app-error.ts';
import type { UserRow } from '../user-presenter.ts';
import { secondStepAfterPassword, type SecondStep } from '../factors/second-step.ts';
import { startSession, type SessionOrigin, type SessionTokens } from '../session/session-tokens.ts';
import { checkCredentials } from './check-credentials.ts';
import { recordSignInFailure, recordSignInSuccess, signInWaitMs } from './login-throttle.ts';

export type SignInOutcome =
  | { kind: 'locked'; waitMs: number }
  | { kind: 'challenged'; user: UserRow; step: SecondStep }
  | { kind: 'signed-in'; user: UserRow; tokens: SessionTokens };

/**
 * Checks the credentials unless this address must wait for this account (login-throttle.ts); a wrong
 * e-mail or password is counted and answered with a 401 that does not say which was wrong. A right
 * password opens a session only when no second step is due (factors/second-step.ts).
 */
export async function signIn(
  context: AppContext,
  attempt: { email: string; password: string } & SessionOrigin,
): Promise<SignInOutcome> {
  const { db, limits } = context;
  const waitMs = await signInWaitMs(limits, attempt);
  if (waitMs !== null) return { kind: 'locked', waitMs };

  const user = await checkCredentials(db, attempt.email, attempt.password);
  if (!user) {
    await recordSignInFailure(limits, attempt);
    throw unauthenticated('INVALID_CREDENTIALS');
  }
  await recordSignInSuccess(limits, attempt);
  const step = await secondStepAfterPassword(context, user);
  if (step) return { kind: 'challenged', user, step };
  return {
    kind: 'signed-in',
    user,
    tokens: await startSession(context, user, { address: attempt.address, userAgent: attempt.userAgent }),
  };
}
