import type { RequestHandler } from 'express';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Actor } from '#api/auth/actor.ts';
import { TooManyRequests } from '#api/http/too-many-requests.ts';
import { sideOf } from './conversation-side.ts';

// A student sends at most MESSAGES_PER_STUDENT_PER_HOUR messages an hour (common/src/limits.ts);
// staff are not counted. Only a message actually written counts: a refused one is given back.

const rateLimited = (msBeforeNext: number) => new TooManyRequests(msBeforeNext, 'MESSAGE_RATE_LIMITED');

/**
 * A route's step before its upload is read: a student who has used the hour's messages is refused
 * at once, before their files are received and scanned.
 */
export const refuseSpentStudents =
  (limiter: RateLimiterAbstract): RequestHandler =>
  async (req, _res, next) => {
    if (req.actor && sideOf(req.actor) === 'student') {
      const counted = await limiter.get(req.actor.id);
      if (counted && counted.consumedPoints >= limiter.points) throw rateLimited(counted.msBeforeNext);
    }
    next();
  };

/**
 * Counts one message of a student (a 429 past the limit, also for messages sent at once) and answers
 * how to give it back when the message is not written after all.
 */
export async function countMessage(limiter: RateLimiterAbstract, actor: Actor): Promise<() => Promise<void>> {
  if (sideOf(actor) !== 'student') return async () => {};
  try {
    await limiter.consume(actor.id);
  } catch (error) {
    // rate-limiter-flexible rejects with its result when the limit is reached, with an Error otherwise.
    if (error instanceof RateLimiterRes) throw rateLimited(error.msBeforeNext);
    throw error;
  }
  return async () => {
    await limiter.reward(actor.id, 1);
  };
}
