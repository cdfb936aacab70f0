import type { AbuseLimits } from '#api/abuse/abuse-limits.ts';
import { TooManyRequests } from '#api/http/too-many-requests.ts';

/**
 * Failed sign-ins, counted so that guessing is slow but nobody can lock an owner out:
 * - one address that fails LOGIN_LOCK_AFTER_FAILURES times on one account is locked out of that
 *   account (only that pair) for LOGIN_LOCK_MINUTES;
 * - once an account has failed LOGIN_SLOWDOWN_AFTER_FAILURES times in an hour, from all addresses, it
 *   makes each address that already failed on it wait 1 s, 2 s, 4 s… (at most
 *   LOGIN_SLOWDOWN_MAX_SECONDS) after each new failure;
 * - an address with no failure on the account is always heard: the owner signing in from home while
 *   the account is attacked from elsewhere gets in, and a wrong guess from it joins the slowdown.
 */
export interface SignInAttempt {
  email: string;
  address: string;
}

const pairKey = ({ email, address }: SignInAttempt) => `${email.toLowerCase()}|${address}`;
const accountKey = ({ email }: SignInAttempt) => email.toLowerCase();

/** How long this address must wait before trying this account again, or null when it may now. */
export async function signInWaitMs(limits: AbuseLimits, attempt: SignInAttempt): Promise<number | null> {
  const pair = await limits.loginPairFailures.get(pairKey(attempt));
  if (!pair || pair.consumedPoints === 0) return null;
  if (pair.consumedPoints >= limits.settings.loginLockAfterFailures) return pair.msBeforeNext;
  const delay = await limits.loginAccountDelay.get(accountKey(attempt));
  return delay && delay.consumedPoints > 0 && delay.msBeforeNext > 0 ? delay.msBeforeNext : null;
}

/** Counts a wrong password for the pair and the account; the lock or the next delay starts now. */
export async function recordSignInFailure(limits: AbuseLimits, attempt: SignInAttempt): Promise<void> {
  const { settings } = limits;
  const pair = await limits.loginPairFailures.penalty(pairKey(attempt));
  if (pair.consumedPoints >= settings.loginLockAfterFailures) {
    await limits.loginPairFailures.block(pairKey(attempt), settings.loginLockMinutes * 60);
  }
  const account = await limits.loginAccountFailures.penalty(accountKey(attempt));
  const beyond = account.consumedPoints - settings.loginSlowdownAfterFailures;
  if (beyond >= 0) {
    const delaySeconds = Math.min(2 ** Math.min(beyond, 30), settings.loginSlowdownMaxSeconds);
    await limits.loginAccountDelay.block(accountKey(attempt), delaySeconds);
  }
}

/**
 * A right password clears this address's failures on the account; the account's own count stays,
 * so that an attacker elsewhere gains nothing from the owner's sign-in.
 */
export async function recordSignInSuccess(limits: AbuseLimits, attempt: SignInAttempt): Promise<void> {
  await limits.loginPairFailures.delete(pairKey(attempt));
}

/** The 429 answered while this address must wait, saying for how long. */
export const tooManyAttempts = (waitMs: number) => new TooManyRequests(waitMs, 'TOO_MANY_LOGIN_ATTEMPTS');
