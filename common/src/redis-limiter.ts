// Rate limits counted in Redis, so that every instance of a program shares one count: the api's
// abuse limits and the bff's GraphQL limit (docs/security.md).
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface RedisLimitRule {
  /** Names the rule's counters: 'bourses-api:mails-per-address'. */
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

export interface RedisLimiters {
  limiter: (rule: RedisLimitRule) => RateLimiterAbstract;
  /** Ends the connection (a plain disconnect when Redis does not answer). */
  close: () => Promise<void>;
}

/**
 * Connects to Redis and makes limiters that count there; while Redis is unreachable each instance
 * counts in memory rather than refusing everyone, and `unavailable` is told why.
 */
export async function connectRedisLimiters(
  redisUrl: string,
  unavailable: (error: unknown) => void,
): Promise<RedisLimiters> {
  // No offline queue: a call while Redis is away fails at once and the in-memory insurance answers.
  const redis = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
  });
  redis.on('error', unavailable);
  // Connected before the first request, so that its count goes to Redis; ioredis keeps retrying if not.
  await redis.connect().catch(unavailable);
  return {
    limiter: ({ keyPrefix, points, durationSeconds }) => {
      const rule = { keyPrefix, points, duration: durationSeconds };
      return new RateLimiterRedis({
        ...rule,
        storeClient: redis,
        insuranceLimiter: new RateLimiterMemory(rule),
      });
    },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
