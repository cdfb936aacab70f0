import type { Selectable } from 'kysely';
import type { Database } from '#api/db/database.ts';
import type { ChallengePurpose, SignInChallengesTable } from '#api/db/factor-tables.ts';
import { AppError } from '#api/http/app-error.ts';
import { hashToken, newSecretToken } from '../tokens/secret-token.ts';

/** How long the second step may take after the password. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Wrong answers after which the challenge ends: sign in again. */
export const CHALLENGE_MAX_FAILURES = 5;

export type SignInChallenge = Selectable<SignInChallengesTable>;

export interface OpenedChallenge {
  challenge: string;
  expiresAt: Date;
}

/** A new challenge for the account: a random 256-bit token, stored as its hash only. */
export async function openChallenge(
  db: Database,
  userId: string,
  purpose: ChallengePurpose,
  now: Date,
): Promise<OpenedChallenge> {
  const { token, tokenHash } = newSecretToken();
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  await db
    .insertInto('signInChallenges')
    .values({ tokenHash, userId, purpose, expiresAt, createdAt: now })
    .execute();
  return { challenge: token, expiresAt };
}

export const challengeInvalid = () => new AppError(401, 'SIGN_IN_CHALLENGE_INVALID');

/**
 * The open challenge of this token and purpose, or a 401: unknown, expired, ended by wrong answers
 * or already met alike. A sign-in challenge never opens an enrolment, nor the reverse.
 */
export async function openChallengeOf(
  db: Database,
  token: string,
  purpose: ChallengePurpose,
  now: Date,
): Promise<SignInChallenge> {
  const challenge = await db
    .selectFrom('signInChallenges')
    .selectAll()
    .where('tokenHash', '=', hashToken(token))
    .executeTakeFirst();
  if (!challenge || challenge.purpose !== purpose || challenge.expiresAt.getTime() <= now.getTime()) {
    throw challengeInvalid();
  }
  return challenge;
}

/** Counts a wrong answer; the fifth ends the challenge. Answers whether it ended. */
export async function countWrongAnswer(db: Database, challengeId: string): Promise<boolean> {
  const counted = await db
    .updateTable('signInChallenges')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('id', '=', challengeId)
    .returning('failures')
    .executeTakeFirst();
  if (counted && counted.failures < CHALLENGE_MAX_FAILURES) return false;
  await closeChallenge(db, challengeId);
  return true;
}

/** Ends a met challenge; false when another request met or ended it first (one sign-in per challenge). */
export async function closeChallenge(db: Database, challengeId: string): Promise<boolean> {
  const closed = await db.deleteFrom('signInChallenges').where('id', '=', challengeId).executeTakeFirst();
  return closed.numDeletedRows > 0n;
}

/** Keeps the WebAuthn challenge of the passkey prompt this sign-in asked for. */
export async function rememberWebAuthnChallenge(
  db: Database,
  challengeId: string,
  webauthnChallenge: string,
): Promise<void> {
  await db.updateTable('signInChallenges').set({ webauthnChallenge }).where('id', '=', challengeId).execute();
}
