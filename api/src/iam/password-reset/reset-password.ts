import type { AppContext } from '#api/context.ts';
import { AppError } from '#api/http/app-error.ts';
import { hashPassword, verifyPassword } from '../password.ts';
import { refusePersonalPassword } from '../new-password-fields.ts';
import { revokeUserSessions } from '../session/refresh-tokens.ts';
import { startSession, type SessionOrigin, type SessionTokens } from '../session/session-tokens.ts';
import type { UserRow } from '../user-presenter.ts';
import { secondStepAfterPassword, type SecondStep } from '../factors/second-step.ts';
import { spendMailedToken, withdrawMailedTokens } from '../mailed-tokens/mailed-tokens.ts';
import { VERIFICATION_LINK } from '../verification/verification-link.ts';
import { PASSWORD_RESET_LINK } from './password-reset-link.ts';

/**
 * Sets the password chosen through a reset link: the link is spent, every session of the account
 * ends, and a new one starts for the caller. The link reached the mailbox, so it proves the address
 * as a verification link would: an unverified address becomes verified (its pending links go). It
 * never skips the second factor: an account with one (or staff) gets a challenge, not tokens.
 */
export async function resetPassword(
  context: AppContext,
  input: { token: string; newPassword: string },
  origin: SessionOrigin,
): Promise<{ user: UserRow; tokens: SessionTokens } | { user: UserRow; step: SecondStep }> {
  const { db, clock } = context;
  const passwordHash = await hashPassword(input.newPassword);
  const now = clock.now();
  const user = await db.transaction().execute(async (trx) => {
    const userId = await spendMailedToken(trx, PASSWORD_RESET_LINK, input.token, now);
    const current = await trx
      .selectFrom('users')
      .select(['passwordHash', 'firstName', 'lastName', 'email'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    // The change-password rule: a new password. Refused before anything is written, the link still good.
    if (await verifyPassword(current.passwordHash, input.newPassword)) {
      throw new AppError(400, 'NEW_PASSWORD_SAME_AS_CURRENT', {
        fields: { newPassword: { key: 'NEW_PASSWORD_SAME_AS_CURRENT' } },
      });
    }
    refusePersonalPassword(input.newPassword, current);
    await withdrawMailedTokens(trx, PASSWORD_RESET_LINK, userId);
    await withdrawMailedTokens(trx, VERIFICATION_LINK, userId);
    await revokeUserSessions(trx, userId, now);
    return trx
      .updateTable('users')
      .set((eb) => ({
        passwordHash,
        isVerified: true,
        verifiedAt: eb.fn.coalesce('verifiedAt', eb.val(now)),
        updatedAt: now,
      }))
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  const step = await secondStepAfterPassword(context, user);
  if (step) return { user, step };
  return { user, tokens: await startSession(context, user, origin) };
}
