import { createHmac } from 'node:crypto';

/** The refresh token that replaces a given one. */
export type RefreshSuccessor = (token: string) => string;

/**
 * Derived from the spent token with the server's secret rather than drawn at random: only hashes are
 * stored, so this is how a retry within the reuse window gets the very same successor again.
 */
export function createRefreshSuccessor(secret: string): RefreshSuccessor {
  return (token) => createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url');
}
