import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '@bourses/api/test/factories/users';
import { LOGIN } from './operations.ts';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

// The bff behind a trusted proxy reads the caller's address from X-Forwarded-For and passes it on
// with its key (BFF_API_KEY), so the api throttles sign-ins per caller rather than per bff.
let platform: TestPlatform;
let student: TestUser;
beforeAll(async () => {
  platform = await startTestPlatform({ TRUST_PROXY: 'true' });
  student = await createUser(platform.api);
});
afterAll(() => platform.close());

const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } });

describe('sign-in throttling through the bff', () => {
  it('TOO_MANY_REQUESTS after five failed sign-ins on one account', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await platform.bff.graphql(LOGIN, { email: 'throttled@example.ma', password: 'wrong-password' }, from('198.51.100.1'));
    }

    const answer = await platform.bff.graphql(LOGIN, { email: 'throttled@example.ma', password: 'wrong-password' }, from('198.51.100.1'));

    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429 });
  });

  it('locks the address that failed on the account, not every caller of the bff', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await platform.bff.graphql(LOGIN, { email: student.user.email, password: 'wrong-password' }, from('203.0.113.7'));
    }

    const fromLockedAddress = await platform.bff.graphql(LOGIN, { email: student.user.email, password: student.password }, from('203.0.113.7'));
    const fromAnotherAddress = await platform.bff.graphql(LOGIN, { email: student.user.email, password: student.password }, from('192.0.2.44'));

    expect(fromLockedAddress.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(fromAnotherAddress.errors).toBeUndefined();
    expect(fromAnotherAddress.data).toMatchObject({ login: { success: true } });
  });
});
