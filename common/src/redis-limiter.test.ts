import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { connectRedisLimiters, type RedisLimiters } from './redis-limiter.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const opened: RedisLimiters[] = [];
async function connect(url: string, unavailable: (error: unknown) => void = () => {}) {
  const limiters = await connectRedisLimiters(url, unavailable);
  opened.push(limiters);
  return limiters;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((limiters) => limiters.close()));
});

const rule = () => ({ keyPrefix: `test-${randomBytes(6).toString('hex')}`, points: 2, durationSeconds: 60 });

describe('connectRedisLimiters', () => {
  it('gives two instances one count: the third request is refused by the other one', async () => {
    const shared = rule();
    const first = (await connect(REDIS_URL)).limiter(shared);
    const second = (await connect(REDIS_URL)).limiter(shared);

    await first.consume('198.51.100.7');
    await second.consume('198.51.100.7');

    await expect(second.consume('198.51.100.7')).rejects.toBeInstanceOf(RateLimiterRes);
  });

  it('counts in memory, and says so, while Redis does not answer', async () => {
    const problems: unknown[] = [];
    const limiter = (await connect('redis://127.0.0.1:9', (error) => problems.push(error))).limiter(rule());

    await limiter.consume('198.51.100.7');
    await limiter.consume('198.51.100.7');

    await expect(limiter.consume('198.51.100.7')).rejects.toBeInstanceOf(RateLimiterRes);
    expect(problems.length).toBeGreaterThan(0);
  });
});
