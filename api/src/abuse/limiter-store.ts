import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { connectRedisLimiters } from '@bourses/common/redis-limiter';
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
  const redis = await connectRedisLimiters(settings.redisUrl, (error) =>
    logger.warn({ err: error }, 'rate limits: redis unavailable'),
  );
  return {
    limiter: ({ name, points, durationSeconds }) =>
      redis.limiter({ keyPrefix: `${settings.keyPrefix}:${name}`, points, durationSeconds }),
    close: redis.close,
  };
}
