import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESEND_VERIFICATION } from './operations.ts';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

describe('an api limit reached through GraphQL', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({}, undefined, { MAILS_PER_ADDRESS_PER_HOUR: '1' });
  });
  afterAll(() => platform.close());

  it('says how long to wait, in the error and in the Retry-After header the api gave', async () => {
    const resend = () =>
      platform.bff.graphql(RESEND_VERIFICATION, { email: 'quelquun@bourses.ma' }, { language: 'en' });
    expect((await resend()).errors).toBeUndefined();
    const refused = await resend();
    const [error] = refused.errors ?? [];
    expect(error?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(error?.message).toMatch(/try again in/i);
    const retryAfter = error?.extensions?.retryAfter;
    expect(typeof retryAfter).toBe('number');
    expect(Number(retryAfter)).toBeGreaterThan(60);
    expect(refused.headers.get('retry-after')).toBe(String(retryAfter));
  });

  it('sends no Retry-After on an answer without such an error', async () => {
    const answer = await platform.bff.graphql('{ scholarships(limit: 1) { items { id } } }');
    expect(answer.errors).toBeUndefined();
    expect(answer.headers.get('retry-after')).toBeNull();
  });
});
