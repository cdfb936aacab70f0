import type { Request, RequestHandler } from 'express';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { clientAddress, rateLimit } from '../http/rate-limit.ts';
import { MAX_ACCOUNTS_AT_ONCE } from '../iam/users/approval-schema.ts';

/** The staff member as authenticated; a visitor (by address) is refused by the policy step that follows. */
const actorKey = (req: Request) => req.actor?.id ?? `address:${clientAddress(req)}`;

/** Students one request may mail: the accounts of a batch approval, else one. */
function studentsMailed(req: Request): number {
  const body: unknown = req.body;
  if (typeof body === 'object' && body !== null && 'userIds' in body && Array.isArray(body.userIds)) {
    return Math.max(1, Math.min(body.userIds.length, MAX_ACCOUNTS_AT_ONCE));
  }
  return 1;
}

/** A generous hourly budget of students mailed per staff member: a stolen staff token cannot flood mailboxes. */
export const staffMailLimit = (limiter: RateLimiterAbstract): RequestHandler =>
  rateLimit(limiter, actorKey, studentsMailed);
