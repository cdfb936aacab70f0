import { createHash, timingSafeEqual } from 'node:crypto';

/** What the api's and the bff's configurations both say about /metrics. */
export interface MetricsSettings {
  /** NODE_ENV. */
  env: string;
  /** METRICS_TOKEN, when set. */
  metricsToken: string | undefined;
}

// Hashed first: equal lengths for timingSafeEqual, and no early exit that would time the token.
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read /metrics (api and bff): anyone outside production; in production only a caller
 * presenting `Authorization: Bearer $METRICS_TOKEN`, and nobody when no token is set. The others
 * get the plain 404 of an unknown address: the answer does not say the page exists (docs/security.md).
 */
export function metricsAccessAllowed({ env, metricsToken }: MetricsSettings, authorization: string | undefined): boolean {
  if (env !== 'production') return true;
  if (metricsToken === undefined) return false;
  const presented = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(metricsToken));
}
