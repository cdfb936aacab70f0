import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { AccessTokenClaims } from './access-token.ts';
import type { Actor } from './actor.ts';

export type ActorLookup = { kind: 'found'; actor: Actor } | { kind: 'deleted' } | { kind: 'session-ended' };

/**
 * The caller of a verified token, in one query on two keys (users' and sessions'): the account as it
 * is now, and whether the token's sign-in was ended (signed out, ended from the list of sessions, by
 * an ADMIN or by a password change).
 */
export async function findActor(
  db: Database,
  { userId, sessionId }: AccessTokenClaims,
): Promise<ActorLookup> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'role', 'approvalStatus'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('sessions')
            .select(sql`1`.as('live'))
            .where('sessions.id', '=', sessionId)
            .whereRef('sessions.userId', '=', 'users.id')
            .where('endedAt', 'is', null),
        )
        .as('sessionLive'),
    )
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return { kind: 'deleted' };
  if (!row.sessionLive) return { kind: 'session-ended' };
  return {
    kind: 'found',
    actor: { id: row.id, role: row.role, approvalStatus: row.approvalStatus, sessionId },
  };
}
