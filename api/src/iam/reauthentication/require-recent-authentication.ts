import type { Actor } from '#api/auth/actor.ts';
import type { AppContext } from '#api/context.ts';
import { AppError } from '#api/http/app-error.ts';

/** How long a given password or second factor vouches for sensitive changes (docs/security.md). */
export const RECENT_AUTHENTICATION_MS = 10 * 60 * 1000;

export const reauthenticationRequired = () => new AppError(403, 'REAUTHENTICATION_REQUIRED');

/**
 * Refuses (403 REAUTHENTICATION_REQUIRED) unless the caller's session was given the password or a
 * second factor in the last 10 minutes: a stolen access token or an unlocked computer must not be
 * enough to change the e-mail, a role or a factor, export lists or delete accounts.
 */
export async function requireRecentAuthentication(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  auth: Pick<Actor, 'id' | 'sessionId'>,
): Promise<void> {
  const session = await db
    .selectFrom('sessions')
    .select('authenticatedAt')
    .where('id', '=', auth.sessionId)
    .where('userId', '=', auth.id)
    .where('endedAt', 'is', null)
    .executeTakeFirst();
  const since = session ? clock.now().getTime() - session.authenticatedAt.getTime() : Infinity;
  if (!(since <= RECENT_AUTHENTICATION_MS)) throw reauthenticationRequired();
}
