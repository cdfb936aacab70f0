import type { AppContext } from '../../../context.ts';
import type { UserRow } from '../../user-presenter.ts';
import { issueRefreshToken } from './refresh-tokens.ts';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** A new sign-in: a 15-minute access token carrying the user's role and approval, and a new refresh family. */
export async function startSession(
  { db, accessTokens, clock }: AppContext,
  user: UserRow,
): Promise<SessionTokens> {
  const [{ token: accessToken }, refreshToken] = await Promise.all([
    accessTokens.issue({ userId: user.id, role: user.role, approvalStatus: user.approvalStatus }),
    issueRefreshToken(db, user.id, clock.now()),
  ]);
  return { accessToken, refreshToken };
}
