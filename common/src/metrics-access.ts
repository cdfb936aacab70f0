import { createHash, timingSafeEqual } from 'node:crypto';

export interface MetricsAccess {
  production: boolean;
  /** METRICS_TOKEN, when set. */
  token: string | undefined;
  /** The request's Authorization header. */
  authorization: string | undefined;
}

// Hashed first: equal lengths for timingSafeEqual, and no early exit that would time the token.
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read /metrics (api and bff): anyone outside production; in production only a caller
 * presenting `Authorization: Bearer $METRICS_TOKEN`, and nobody when no token is set. The others
 * get the plain 404 of an unknown address: the answer does not say the page exists (docs/security.md).
 */
export function metricsAccessAllowed({ production, token, authorization }: MetricsAccess): boolean {
  if (!production) return true;
  if (token === undefined) return false;
  const presented = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}
