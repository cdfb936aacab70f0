import type { Database } from '#api/db/database.ts';

/**
 * Deletes the sign-in challenges and the started enrolments past their expiry: refused already, they
 * only take room. Answers how many rows went.
 */
export async function purgeExpiredChallenges(db: Database, now: Date): Promise<number> {
  const challenges = await db.deleteFrom('signInChallenges').where('expiresAt', '<', now).executeTakeFirst();
  const enrolments = await db.deleteFrom('factorEnrolments').where('expiresAt', '<', now).executeTakeFirst();
  return Number(challenges.numDeletedRows + enrolments.numDeletedRows);
}
