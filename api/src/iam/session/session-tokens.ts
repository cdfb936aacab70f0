import type { AppContext } from '#api/context.ts';
import type { UserRow } from '../user-presenter.ts';
import { issueRefreshToken } from './refresh-tokens.ts';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** A new sign-in: a new refresh family, and a 15-minute access token naming it as its session. */
export async function startSession(
  { db, accessTokens, clock }: AppContext,
  user: Pick<UserRow, 'id' | 'role' | 'approvalStatus'>,
): Promise<SessionTokens> {
  const { familyId, refreshToken } = await issueRefreshToken(db, user.id, clock.now());
  const { token: accessToken } = await accessTokens.issue({
    userId: user.id,
    sessionId: familyId,
    role: user.role,
    approvalStatus: user.approvalStatus,
  });
  return { accessToken, refreshToken };
}
