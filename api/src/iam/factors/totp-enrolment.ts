import type { AppContext } from '#api/context.ts';
import type { TotpEnrolmentAnswer } from '#api/contract/second-factor-answer.ts';
import { AppError } from '#api/http/app-error.ts';
import { findUserById } from '../session/find-user.ts';
import type { EnrollingAccount } from './enrolling-account.ts';
import { startEnrolment, startedEnrolment } from './factor-enrolments.ts';
import { saveSecondFactor, type SavedSecondFactor } from './save-second-factor.ts';
import { countWrongAnswer } from './sign-in-challenges.ts';
import { acceptedTotpStep, newTotpSecret, totpQrCode, totpUri } from './totp.ts';

/** Starts adding an authenticator app: a new secret, shown this once (as text, URI and QR code). */
export async function startTotpEnrolment(
  context: AppContext,
  account: EnrollingAccount,
): Promise<TotpEnrolmentAnswer> {
  const { db, clock } = context;
  const user = await findUserById(db, account.userId);
  if (!user) throw new AppError(401, 'ACCOUNT_NOT_FOUND');
  const secret = newTotpSecret();
  await startEnrolment(db, user.id, { kind: 'TOTP', totpSecret: secret }, clock.now());
  const uri = totpUri(secret, user.email);
  return { secret, uri, qrCode: await totpQrCode(uri) };
}

/**
 * Confirms the app with a code it shows now, which proves the secret reached it. The code's step is
 * kept as the last accepted one: the same code cannot then sign in. At sign-in, a wrong code counts
 * against the challenge like any wrong answer.
 */
export async function confirmTotpEnrolment(
  context: AppContext,
  account: EnrollingAccount,
  confirmation: { code: string; name: string },
): Promise<SavedSecondFactor> {
  const { db, clock } = context;
  const now = clock.now();
  const pending = await startedEnrolment(db, account.userId, 'TOTP', now);
  const step = pending.totpSecret ? acceptedTotpStep(pending.totpSecret, confirmation.code, now, null) : null;
  if (step === null || !pending.totpSecret) {
    if (account.via === 'challenge' && (await countWrongAnswer(db, account.challenge.id))) {
      throw new AppError(401, 'SECOND_FACTOR_ATTEMPTS_EXHAUSTED');
    }
    throw new AppError(400, 'TOTP_CODE_INVALID', { fields: { code: { key: 'TOTP_CODE_INVALID' } } });
  }
  return saveSecondFactor(context, account, {
    kind: 'TOTP',
    name: confirmation.name,
    totpSecret: pending.totpSecret,
    totpLastStep: step,
  });
}
