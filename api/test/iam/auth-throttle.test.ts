import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-api.ts';
import { createUser } from '../factories/users.ts';

const MINUTE = 60 * 1000;

/** A wrong password for the account, from the given client address when the api trusts a proxy. */
function failSignIn(api: TestApi, email: string, address?: string) {
  const request = api.http.post('/api/iam/public/auth/login');
  if (address) request.set('X-Forwarded-For', address);
  return request.send({ email, password: 'WrongPassword1' });
}

function signInFrom(api: TestApi, email: string, password: string, address?: string) {
  const request = api.http.post('/api/iam/public/auth/login');
  if (address) request.set('X-Forwarded-For', address);
  return request.send({ email, password });
}

async function failTimes(api: TestApi, times: number, email: () => string, address?: string) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    const res = await failSignIn(api, email(), address);
    expect(res.status).toBe(401);
  }
}

describe('throttling of failed sign-ins, per account', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('refuses the account for 15 minutes after 5 failures, even with the right password', async () => {
    const { user, password } = await createUser(api);
    await failTimes(api, 5, () => user.email);

    const res = await signInFrom(api, user.email, password);

    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      message: 'Trop de tentatives de connexion échouées. Réessayez dans 15 min.',
      code: 'TOO_MANY_LOGIN_ATTEMPTS',
    });
    expect(res.headers['retry-after']).toBe('900');
  });

  it('says when to retry in English and lets the student in once the lock has passed', async () => {
    const { user, password } = await createUser(api);
    await failTimes(api, 5, () => user.email);
    api.clock.advance(11 * MINUTE);

    const locked = await signInFrom(api, user.email, password).set('Accept-Language', 'en');
    api.clock.advance(4 * MINUTE + 1000);
    const unlocked = await signInFrom(api, user.email, password);

    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed sign-in attempts. Try again in 4 min.');
    expect(unlocked.status).toBe(200);
  });

  it('forgets failures older than the 15-minute window', async () => {
    const { user, password } = await createUser(api);
    await failTimes(api, 4, () => user.email);
    api.clock.advance(15 * MINUTE + 1000);
    await failTimes(api, 4, () => user.email);

    const res = await signInFrom(api, user.email, password);

    expect(res.status).toBe(200);
  });

  it('starts counting again after a successful sign-in', async () => {
    const { user, password } = await createUser(api);
    await failTimes(api, 4, () => user.email);
    await signInFrom(api, user.email, password).expect(200);
    await failTimes(api, 4, () => user.email);

    const res = await signInFrom(api, user.email, password);

    expect(res.status).toBe(200);
  });

  it('locks one account without touching another', async () => {
    const locked = await createUser(api);
    const other = await createUser(api);
    await failTimes(api, 5, () => locked.user.email);

    const res = await signInFrom(api, other.user.email, other.password);

    expect(res.status).toBe(200);
  });
});

describe('throttling of failed sign-ins, per client address', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('refuses every account from an address after 20 failures spread over many accounts', async () => {
    let count = 0;
    await failTimes(api, 20, () => `guess-${(count += 1)}@example.ma`);
    const { user, password } = await createUser(api);

    const res = await signInFrom(api, user.email, password);

    expect(res.status).toBe(429);
    expect(res.body.code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
  });
});

describe('behind a trusted proxy (TRUST_PROXY=true)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ TRUST_PROXY: 'true' });
  });
  afterAll(() => api.close());

  it('counts failures per X-Forwarded-For address: another address still signs in', async () => {
    let count = 0;
    await failTimes(api, 20, () => `guess-${(count += 1)}@example.ma`, '203.0.113.7');
    const { user, password } = await createUser(api);

    const blocked = await signInFrom(api, user.email, password, '203.0.113.7');
    const elsewhere = await signInFrom(api, user.email, password, '198.51.100.23');

    expect(blocked.status).toBe(429);
    expect(elsewhere.status).toBe(200);
  });
});

describe('without a trusted proxy', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('ignores X-Forwarded-For, so a client cannot dodge the limit by changing it', async () => {
    let count = 0;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await failSignIn(api, `guess-${(count += 1)}@example.ma`, `192.0.2.${attempt}`).expect(401);
    }
    const { user, password } = await createUser(api);

    const res = await signInFrom(api, user.email, password, '192.0.2.200');

    expect(res.status).toBe(429);
  });
});
