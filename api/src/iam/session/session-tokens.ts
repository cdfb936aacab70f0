import type { AppContext } from '#api/context.ts';
import { deviceNames } from '../sessions/device-names.ts';
import type { UserRow } from '../user-presenter.ts';
import { issueRefreshToken } from './refresh-tokens.ts';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** Where a sign-in comes from, as its owner will see it in their list of sessions. */
export interface SessionOrigin {
  /** The client's address. */
  address: string;
  /** The User-Agent header, when one came. */
  userAgent: string | undefined;
}

/**
 * A new sign-in, given the password (and a second factor when asked): a new refresh family, recorded
 * as a session authenticated now, and a 15-minute access token naming it as its session.
 */
export async function startSession(
  { db, accessTokens, clock }: AppContext,
  user: Pick<UserRow, 'id' | 'role' | 'approvalStatus'>,
  origin: SessionOrigin,
): Promise<SessionTokens> {
  const now = clock.now();
  const { familyId, refreshToken } = await db.transaction().execute(async (trx) => {
    const issued = await issueRefreshToken(trx, user.id, now);
    await trx
      .insertInto('sessions')
      .values({
        id: issued.familyId,
        userId: user.id,
        ...deviceNames(origin.userAgent),
        address: origin.address,
        signedInAt: now,
        lastUsedAt: now,
        authenticatedAt: now,
      })
      .execute();
    return issued;
  });
  const { token: accessToken } = await accessTokens.issue({
    userId: user.id,
    sessionId: familyId,
    role: user.role,
    approvalStatus: user.approvalStatus,
  });
  return { accessToken, refreshToken };
}
