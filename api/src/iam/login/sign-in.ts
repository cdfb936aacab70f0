import type { AppContext } from '#api/context.ts';
import { unauthenticated } from '#api/http/app-error.ts';
import type { UserRow } from '../user-presenter.ts';
import { startSession, type SessionTokens } from '../session/session-tokens.ts';
import { checkCredentials } from './check-credentials.ts';
import { recordSignInFailure, recordSignInSuccess, signInWaitMs } from './login-throttle.ts';

export type SignInOutcome =
  { kind: 'locked'; waitMs: number } | { kind: 'signed-in'; user: UserRow; tokens: SessionTokens };

/**
 * Checks the credentials unless this address must wait for this account (login-throttle.ts); a wrong
 * e-mail or password is counted and answered with a 401 that does not say which was wrong.
 */
export async function signIn(
  context: AppContext,
  attempt: { email: string; password: string; address: string },
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
  return { kind: 'signed-in', user, tokens: await startSession(context, user) };
}
