import type { Request, RequestHandler } from 'express';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { TooManyRequests } from './too-many-requests.ts';

/** Counts `points` on the key; past the limit, a 429 saying how long to wait. */
export async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string, points = 1): Promise<void> {
  try {
    await limiter.consume(key, points);
  } catch (error) {
    // rate-limiter-flexible rejects with its result when the limit is reached, with an Error otherwise.
    if (error instanceof RateLimiterRes) throw new TooManyRequests(error.msBeforeNext);
    throw error;
  }
}

/** The client's address: the one the bff forwarded with its key, else the peer (http/bff-forwarding.ts). */
export const clientAddress = (req: Request): string => req.ip ?? 'unknown';

/**
 * A route's first step: counts the request against `limiter` under the key `keyOf` gives (none:
 * not counted), `pointsOf` points at a time (one unless told).
 */
export function rateLimit(
  limiter: RateLimiterAbstract,
  keyOf: (req: Request) => string | undefined,
  pointsOf: (req: Request) => number = () => 1,
): RequestHandler {
  return async (req, _res, next) => {
    const key = keyOf(req);
    if (key !== undefined) await consumeOrRefuse(limiter, key, pointsOf(req));
    next();
  };
}

/** The e-mail a public form names, lower-cased, when there is one (the body is not validated yet). */
export function bodyEmail(req: Request): string | undefined {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || !('email' in body) || typeof body.email !== 'string') {
    return undefined;
  }
  const email = body.email.trim().toLowerCase();
  return email === '' ? undefined : email.slice(0, 254);
}
