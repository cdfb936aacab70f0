import type { AppContext } from '#api/context.ts';
import { spendRecoveryCode } from './recovery-codes.ts';
import { acceptedTotpStep } from './totp.ts';

/** A code as typed: the spaces some apps show inside it do not count. */
const typedCode = (code: string) => code.replace(/\s/g, '');

/**
 * Accepts a code of one of the account's authenticator apps, once: its step becomes the factor's
 * last accepted one in a conditional update, so that the same code sent twice at once opens one
 * request only. Answers the factor's id, or null.
 */
export async function acceptTotpCode(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  userId: string,
  code: string,
): Promise<string | null> {
  const now = clock.now();
  const apps = await db
    .selectFrom('secondFactors')
    .select(['id', 'totpSecret', 'totpLastStep'])
    .where('userId', '=', userId)
    .where('kind', '=', 'TOTP')
    .execute();
  for (const app of apps) {
    if (!app.totpSecret) continue;
    const step = acceptedTotpStep(app.totpSecret, typedCode(code), now, app.totpLastStep);
    if (step === null) continue;
    const taken = await db
      .updateTable('secondFactors')
      .set({ totpLastStep: step, lastUsedAt: now })
      .where('id', '=', app.id)
      .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
      .executeTakeFirst();
    if (taken.numUpdatedRows > 0n) return app.id;
  }
  return null;
}

/**
 * Whether `code` is a valid second factor of the account: a code of its authenticator app (accepted
 * once) or one of its recovery codes (spent). Re-authentication (reauthenticate(code)) asks this.
 */
export async function verifySecondFactorCode(
  context: Pick<AppContext, 'db' | 'clock'>,
  userId: string,
  code: string,
): Promise<boolean> {
  const typed = typedCode(code);
  if (/^\d{6}$/.test(typed)) return (await acceptTotpCode(context, userId, typed)) !== null;
  return spendRecoveryCode(context.db, userId, code, context.clock.now());
}
