import type { RequestHandler } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { connectRedisLimiters } from '@bourses/common/redis-limiter';
import { formatWait } from '@bourses/common/wait';
import type { BffConfig } from '../config/config.ts';
import { bffMessage } from '../i18n/bff-messages.ts';
import { currentLanguage } from '../i18n/request-language.ts';
import type { Logger } from '../logging/logger.ts';

export interface GraphqlRateLimit {
  /** First step of /graphql: past the limit, a 429 GraphQL error with Retry-After. */
  middleware: RequestHandler;
  close(): Promise<void>;
}

const MINUTE_SECONDS = 60;

/**
 * GraphQL requests per client address and minute. The bff reaches no database: the counts live in
 * Redis when REDIS_URL is set (every bff shares them; memory while Redis is away), else in memory.
 */
export async function createGraphqlRateLimit(config: BffConfig, logger: Logger): Promise<GraphqlRateLimit> {
  const { redisUrl, keyPrefix, requestsPerMinute } = config.graphqlRateLimit;
  const rule = {
    keyPrefix: `${keyPrefix}:graphql-per-address`,
    points: requestsPerMinute,
    durationSeconds: MINUTE_SECONDS,
  };
  const redis = redisUrl
    ? await connectRedisLimiters(redisUrl, (error) =>
        logger.warn({ err: error }, 'graphql rate limit: redis unavailable'),
      )
    : undefined;
  const limiter =
    redis?.limiter(rule) ??
    new RateLimiterMemory({ keyPrefix: rule.keyPrefix, points: rule.points, duration: MINUTE_SECONDS });

  const middleware: RequestHandler = async (req, res, next) => {
    try {
      await limiter.consume(req.ip ?? 'unknown');
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const waitMs = Math.max(1000, error.msBeforeNext);
      const language = currentLanguage();
      res.set('Retry-After', String(Math.ceil(waitMs / 1000)));
      // This media type lets a GraphQL client (Apollo's) read the errors of a non-2xx answer, so that
      // the caller sees the message rather than a bare status.
      res
        .status(429)
        .type('application/graphql-response+json')
        .send(
          JSON.stringify({
            errors: [
              {
                message: bffMessage('TOO_MANY_REQUESTS', language, { wait: formatWait(waitMs, language) }),
                extensions: { code: 'TOO_MANY_REQUESTS' },
              },
            ],
          }),
        );
      return;
    }
    next();
  };
  return { middleware, close: redis?.close ?? (async () => {}) };
}
