import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Clock } from '../auth/clock.ts';
import type { AbuseSettings } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logging/logger.ts';
import { DatabaseRateLimiter } from './database-rate-limiter.ts';

export interface LimitRule {
  /** Named in the counters' keys: 'mails-per-address'. */
  name: string;
  points: number;
  durationSeconds: number;
}

export interface LimiterStore {
  limiter(rule: LimitRule): RateLimiterAbstract;
  close(): Promise<void>;
}

/**
 * Where the counters live: Redis when REDIS_URL is set (each instance keeps counting in memory
 * while Redis is unreachable rather than refusing everyone), else our own database.
 */
export async function createLimiterStore(
  settings: AbuseSettings,
  { db, clock, logger }: { db: Database; clock: Clock; logger: Logger },
): Promise<LimiterStore> {
  if (!settings.redisUrl) {
    return {
      limiter: ({ name, points, durationSeconds }) =>
        new DatabaseRateLimiter({
          db,
          clock,
          keyPrefix: `${settings.keyPrefix}:${name}`,
          points,
          duration: durationSeconds,
        }),
      close: async () => {},
    };
  }
  // No offline queue: a call while Redis is away fails at once and the in-memory insurance answers.
  const redis = new Redis(settings.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
  });
  redis.on('error', (error: Error) => logger.warn({ err: error }, 'rate limits: redis unavailable'));
  // Connected before the first request, so that its count goes to Redis; ioredis keeps retrying if not.
  await redis
    .connect()
    .catch((error: unknown) => logger.warn({ err: error }, 'rate limits: redis unavailable'));
  return {
    limiter: ({ name, points, durationSeconds }) => {
      const rule = { keyPrefix: `${settings.keyPrefix}:${name}`, points, duration: durationSeconds };
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
