import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_SECONDS } from '@bourses/common/limits';
import type { Database } from '#api/db/database.ts';
import { AppError } from '#api/http/app-error.ts';
import { hashToken, newSecretToken } from '../tokens/secret-token.ts';
import type { RefreshSuccessor } from './refresh-successor.ts';

/**
 * How long a just-rotated token still answers with its successor: two tabs refreshing at the same
 * moment both get the new pair instead of one of them being taken for a thief.
 */
export const REFRESH_REUSE_WINDOW_MS = 30_000;

/** Stores a refresh token (as a hash) in the given family, or a new random one in a new family for a new sign-in. */
export async function issueRefreshToken(
  db: Database,
  userId: string,
  now: Date,
  session: { familyId: string; token: string } = { familyId: randomUUID(), token: newSecretToken().token },
): Promise<{ familyId: string; refreshToken: string }> {
  await db
    .insertInto('refreshTokens')
    .values({
      userId,
      familyId: session.familyId,
      tokenHash: hashToken(session.token),
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
      createdAt: now,
    })
    .execute();
  return { familyId: session.familyId, refreshToken: session.token };
}

export interface RotatedSession {
  userId: string;
  familyId: string;
  refreshToken: string;
}

/**
 * Spends a refresh token and issues its successor in the same family. Within the reuse window a spent
 * token answers the same successor again; after it, presenting a spent token means it was stolen or
 * replayed: the whole family is revoked, and the revocation is committed before the 401 is answered.
 */
export async function rotateRefreshToken(
  db: Database,
  successorOf: RefreshSuccessor,
  token: string,
  now: Date,
): Promise<RotatedSession> {
  const outcome = await db.transaction().execute(async (trx) => {
    // The row lock makes a parallel rotation of the same token wait and then see it spent.
    const row = await trx
      .selectFrom('refreshTokens')
      .select(['id', 'userId', 'familyId', 'expiresAt', 'usedAt', 'revokedAt'])
      .where('tokenHash', '=', hashToken(token))
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) return null;
    const session = { userId: row.userId, familyId: row.familyId, refreshToken: successorOf(token) };
    if (row.usedAt) {
      if (now.getTime() - row.usedAt.getTime() <= REFRESH_REUSE_WINDOW_MS) return session;
      await revokeFamily(trx, row.familyId, now);
      return null;
    }
    await trx.updateTable('refreshTokens').set({ usedAt: now }).where('id', '=', row.id).execute();
    await issueRefreshToken(trx, row.userId, now, { familyId: row.familyId, token: session.refreshToken });
    await trx.updateTable('sessions').set({ lastUsedAt: now }).where('id', '=', row.familyId).execute();
    return session;
  });
  if (!outcome) throw new AppError(401, 'REFRESH_FAILED');
  return outcome;
}

/**
 * Ends one sign-in: its session row (which the session check of every request reads, so its access
 * tokens stop working at once) and its refresh tokens. Takes the caller's transaction, if any.
 */
export async function revokeFamily(db: Database, familyId: string, now: Date): Promise<void> {
  await endSessions(db, now, { familyId });
}

/** Ends every session of a user. */
export async function revokeUserSessions(db: Database, userId: string, now: Date): Promise<void> {
  await endSessions(db, now, { userId });
}

/** Ends every session of a user but one (the caller's). */
export async function revokeOtherSessions(
  db: Database,
  userId: string,
  keptId: string,
  now: Date,
): Promise<void> {
  await endSessions(db, now, { userId, exceptFamilyId: keptId });
}

/** Which sessions to end: one, or a user's (all, or all but one). */
type SessionScope = { familyId: string } | { userId: string; exceptFamilyId?: string };

/** Marks the sessions ended and revokes their refresh tokens, both or neither. */
async function endSessions(db: Database, now: Date, scope: SessionScope): Promise<void> {
  const end = async (trx: Database) => {
    let sessions = trx.updateTable('sessions').set({ endedAt: now }).where('endedAt', 'is', null);
    let tokens = trx.updateTable('refreshTokens').set({ revokedAt: now }).where('revokedAt', 'is', null);
    if ('familyId' in scope) {
      sessions = sessions.where('id', '=', scope.familyId);
      tokens = tokens.where('familyId', '=', scope.familyId);
    } else {
      sessions = sessions.where('userId', '=', scope.userId);
      tokens = tokens.where('userId', '=', scope.userId);
      if (scope.exceptFamilyId) {
        sessions = sessions.where('id', '<>', scope.exceptFamilyId);
        tokens = tokens.where('familyId', '<>', scope.exceptFamilyId);
      }
    }
    await sessions.execute();
    await tokens.execute();
  };
  if (db.isTransaction) await end(db);
  else await db.transaction().execute(end);
}

/** The session a refresh token belongs to, spent or not. */
export async function familyOfToken(
  db: Database,
  token: string,
): Promise<{ familyId: string; userId: string } | undefined> {
  return db
    .selectFrom('refreshTokens')
    .select(['familyId', 'userId'])
    .where('tokenHash', '=', hashToken(token))
    .executeTakeFirst();
}
