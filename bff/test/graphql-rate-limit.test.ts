import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '@bourses/api/test/test-api';
import { startTestBff, type TestBff } from './test-platform.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TYPENAME = '{ __typename }';

// Behind a trusted proxy, so that each test can be a caller of its own (X-Forwarded-For).
const LOW_LIMIT = { TRUST_PROXY: 'true', GRAPHQL_REQUESTS_PER_MINUTE: '3' };
const STORES = [
  { store: 'memory', env: (): Record<string, string> => LOW_LIMIT },
  {
    store: 'Redis',
    env: (): Record<string, string> => ({
      ...LOW_LIMIT,
      REDIS_URL,
      RATE_LIMIT_PREFIX: `test-${randomBytes(6).toString('hex')}`,
    }),
  },
];

let addressCount = 0;
const freshCaller = (language = 'fr') => ({
  language,
  headers: { 'X-Forwarded-For': `198.51.100.${(addressCount += 1)}` },
});

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe.each(STORES)(
  'GraphQL requests per address, counted in $store (GRAPHQL_REQUESTS_PER_MINUTE=3)',
  ({ env }) => {
    let bff: TestBff;
    beforeAll(async () => {
      bff = await startTestBff(api.baseUrl, env());
    });
    afterAll(() => bff.close());

    it('past the limit, answers 429 with Retry-After and a TOO_MANY_REQUESTS error in the caller’s language', async () => {
      const caller = freshCaller('en');
      for (let request = 0; request < 3; request += 1) {
        expect((await bff.graphql(TYPENAME, {}, caller)).data).toEqual({ __typename: 'Query' });
      }

      const refused = await bff.graphql(TYPENAME, {}, caller);

      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(refused.errors).toHaveLength(1);
      expect(refused.errors?.[0]?.extensions).toEqual({ code: 'TOO_MANY_REQUESTS' });
      expect(refused.errors?.[0]?.message).toMatch(
        /^Too many requests\. Try again in \d+ (seconds?|minute)\.$/,
      );
    });

    it('counts each address apart: another caller is still served', async () => {
      const busy = freshCaller();
      for (let request = 0; request < 4; request += 1) await bff.graphql(TYPENAME, {}, busy);

      const other = await bff.graphql(TYPENAME, {}, freshCaller('ar'));

      expect(other.status).toBe(200);
      expect(other.data).toEqual({ __typename: 'Query' });
    });

    it('refuses an upload past the limit before reading it', async () => {
      const caller = freshCaller();
      for (let request = 0; request < 3; request += 1) await bff.graphql(TYPENAME, {}, caller);

      const refused = await bff.upload(
        TYPENAME,
        { file: null },
        [{ path: 'variables.file', name: 'a.pdf', content: Buffer.alloc(1024) }],
        caller,
      );

      expect(refused.status).toBe(429);
      expect(refused.errors?.[0]?.message).toMatch(
        /^Trop de demandes\. Réessayez dans \d+ (secondes?|minute)\.$/,
      );
    });
  },
);

describe('two bffs sharing Redis', () => {
  let first: TestBff;
  let second: TestBff;
  beforeAll(async () => {
    const shared = STORES[1]?.env() ?? {};
    first = await startTestBff(api.baseUrl, shared);
    second = await startTestBff(api.baseUrl, shared);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('share one count per address', async () => {
    const caller = freshCaller();
    for (let request = 0; request < 3; request += 1) await first.graphql(TYPENAME, {}, caller);

    const refused = await second.graphql(TYPENAME, {}, caller);

    expect(refused.status).toBe(429);
    expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });
});
