import { recordAudit, type Caller } from '#api/audit/audit-log.ts';
import type { Actor } from '#api/auth/actor.ts';
import type { AppContext } from '#api/context.ts';
import { notFound } from '#api/http/app-error.ts';
import { revokeFamily, revokeOtherSessions, revokeUserSessions } from '../session/refresh-tokens.ts';
import { UUID_PATTERN } from '../users/user-id.ts';
import { hasLiveSession } from './session-queries.ts';

/** Ends one of the caller's sessions (the current one too: that signs out); anyone else's is a 404. */
export async function endOwnSession(
  { db, clock }: AppContext,
  actor: Actor,
  sessionId: string,
): Promise<void> {
  const id = sessionId.toLowerCase();
  if (!UUID_PATTERN.test(id) || !(await hasLiveSession(db, actor.id, id)))
    throw notFound('SESSION_NOT_FOUND');
  await revokeFamily(db, id, clock.now());
}

/** Ends every session of the caller but the current one. */
export async function endOtherSessions({ db, clock }: AppContext, actor: Actor): Promise<void> {
  await revokeOtherSessions(db, actor.id, actor.sessionId, clock.now());
}

/** An ADMIN ends every session of an account, audited with how many were live. */
export async function endUserSessions({ db, clock }: AppContext, by: Caller, userId: string): Promise<void> {
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw notFound('USER_NOT_FOUND');
    const { live } = await trx
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('live'))
      .where('userId', '=', userId)
      .where('endedAt', 'is', null)
      .executeTakeFirstOrThrow();
    await revokeUserSessions(trx, userId, now);
    await recordAudit(trx, by, {
      action: 'account.sessions-ended',
      targetType: 'user',
      targetId: userId,
      changes: { sessions: Number(live) },
    });
  });
}
