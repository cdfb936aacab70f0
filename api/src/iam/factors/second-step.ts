import { isStaffRole } from '@bourses/common/statuses';
import type { AppContext } from '#api/context.ts';
import type { SecondFactorKind } from '#api/contract/second-factor-answer.ts';
import type { ChallengePurpose } from '#api/db/factor-tables.ts';
import type { UserRow } from '../user-presenter.ts';
import { secondFactorKindsOf } from './second-factors.ts';
import { openChallenge, type OpenedChallenge } from './sign-in-challenges.ts';

/** The step a right password leads to when it is not enough by itself. */
export interface SecondStep extends OpenedChallenge {
  purpose: ChallengePurpose;
  /** What the account can answer with: its factors' kinds (empty for an enrolment). */
  secondFactors: SecondFactorKind[];
}

/**
 * What a right password opens (sign-in or a reset link alike, so that a reset never skips it): a
 * challenge for the account's second factor; for staff without one, an enrolment challenge that
 * opens nothing but the enrolment; null for a student without one, who gets the tokens.
 */
export async function secondStepAfterPassword(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  user: Pick<UserRow, 'id' | 'role'>,
): Promise<SecondStep | null> {
  const secondFactors = await secondFactorKindsOf(db, user.id);
  const purpose: ChallengePurpose | null =
    secondFactors.length > 0 ? 'sign-in' : isStaffRole(user.role) ? 'enrolment' : null;
  if (!purpose) return null;
  return { ...(await openChallenge(db, user.id, purpose, clock.now())), purpose, secondFactors };
}
