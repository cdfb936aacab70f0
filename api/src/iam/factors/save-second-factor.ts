import type { Insertable } from 'kysely';
import type { AppContext } from '#api/context.ts';
import type { SecondFactorsTable } from '#api/db/factor-tables.ts';
import { AppError } from '#api/http/app-error.ts';
import { isUniqueViolation } from '../register/unique-violation.ts';
import { findUserById } from '../session/find-user.ts';
import { startSession, type SessionTokens } from '../session/session-tokens.ts';
import type { UserRow } from '../user-presenter.ts';
import type { EnrollingAccount } from './enrolling-account.ts';
import { issueRecoveryCodes } from './recovery-codes.ts';
import type { SecondFactorRow } from './second-factors.ts';
import { challengeInvalid, closeChallenge } from './sign-in-challenges.ts';

export type NewSecondFactor = Omit<
  Insertable<SecondFactorsTable>,
  'id' | 'userId' | 'createdAt' | 'lastUsedAt'
>;

export interface SavedSecondFactor {
  factor: SecondFactorRow;
  /** The 10 recovery codes when this is the account's first factor, shown this once; else empty. */
  recoveryCodes: string[];
  /** When the enrolment met a sign-in's challenge: the session it opens. */
  signedIn: { user: UserRow; tokens: SessionTokens } | null;
}

/**
 * Keeps a confirmed factor. The account's row is locked meanwhile, so that two confirmations in
 * parallel cannot both be its "first" (one set of recovery codes). An enrolment challenge is spent
 * here and opens a session; it never adds a factor next to an existing one: a password alone must
 * not add a way in to an account that already has one.
 */
export async function saveSecondFactor(
  context: AppContext,
  account: EnrollingAccount,
  values: NewSecondFactor,
): Promise<SavedSecondFactor> {
  const { db, clock } = context;
  const now = clock.now();
  const { userId } = account;
  const saved = await db
    .transaction()
    .execute(async (trx) => {
      await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      await trx.deleteFrom('factorEnrolments').where('userId', '=', userId).execute();
      const existing = await trx
        .selectFrom('secondFactors')
        .select('id')
        .where('userId', '=', userId)
        .execute();
      if (
        account.via === 'challenge' &&
        (existing.length > 0 || !(await closeChallenge(trx, account.challenge.id)))
      ) {
        throw challengeInvalid();
      }
      const factor = await trx
        .insertInto('secondFactors')
        .values({ ...values, userId, createdAt: now, lastUsedAt: account.via === 'challenge' ? now : null })
        .returningAll()
        .executeTakeFirstOrThrow();
      const recoveryCodes = existing.length === 0 ? await issueRecoveryCodes(trx, userId, now) : [];
      return { factor, recoveryCodes };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError(409, 'PASSKEY_ALREADY_ADDED');
      throw error;
    });
  if (account.via === 'session') return { ...saved, signedIn: null };
  const user = await findUserById(db, userId);
  if (!user) throw challengeInvalid();
  return { ...saved, signedIn: { user, tokens: await startSession(context, user, account.origin) } };
}
