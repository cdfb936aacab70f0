import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-api.ts';
import { createUser } from '../factories/users.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** A sign-in from the given client address, as the bff states it (X-Forwarded-For with its key). */
function signInFrom(api: TestApi, email: string, password: string, address?: string) {
  const request = api.http.post('/api/iam/public/auth/login');
  if (address) request.set(api.fromClient(address));
  return request.send({ email, password });
}

const failSignIn = (api: TestApi, email: string, address?: string) =>
  signInFrom(api, email, 'WrongPassword1', address);

async function failTimes(
  api: TestApi,
  times: number,
  email: (attempt: number) => string,
  address?: (attempt: number) => string,
) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    const res = await failSignIn(api, email(attempt), address?.(attempt));
    expect(res.status).toBe(401);
  }
}

const HOME = '198.51.100.23';
const ATTACKER = '203.0.113.7';

describe('one address failing on one account', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('is refused on that account for 15 minutes after 5 failures, even with the right password', async () => {
    const { user, password } = await createUser(api);
    await failTimes(
      api,
      5,
      () => user.email,
      () => ATTACKER,
    );

    const res = await signInFrom(api, user.email, password, ATTACKER);

    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      message: 'Trop de tentatives de connexion échouées. Réessayez dans 15 minutes.',
      code: 'TOO_MANY_LOGIN_ATTEMPTS',
    });
    expect(res.headers['retry-after']).toBe('900');
  });

  it('does not keep the owner out: the right password from another address signs in', async () => {
    const { user, password } = await createUser(api);
    await failTimes(
      api,
      5,
      () => user.email,
      () => ATTACKER,
    );

    const locked = await signInFrom(api, user.email, password, ATTACKER);
    const owner = await signInFrom(api, user.email, password, HOME);

    expect(locked.status).toBe(429);
    expect(owner.status).toBe(200);
  });

  it('says when to retry in English and lets the address in once the lock has passed', async () => {
    const { user, password } = await createUser(api);
    await failTimes(
      api,
      5,
      () => user.email,
      () => HOME,
    );
    api.clock.advance(11 * MINUTE);

    const locked = await signInFrom(api, user.email, password, HOME).set('Accept-Language', 'en');
    api.clock.advance(4 * MINUTE + SECOND);
    const unlocked = await signInFrom(api, user.email, password, HOME);

    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed sign-in attempts. Try again in 4 minutes.');
    expect(unlocked.status).toBe(200);
  });

  it('forgets failures older than the 15-minute window', async () => {
    const { user, password } = await createUser(api);
    await failTimes(
      api,
      4,
      () => user.email,
      () => HOME,
    );
    api.clock.advance(15 * MINUTE + SECOND);
    await failTimes(
      api,
      4,
      () => user.email,
      () => HOME,
    );

    const res = await signInFrom(api, user.email, password, HOME);

    expect(res.status).toBe(200);
  });

  it('starts counting again after a successful sign-in from that address', async () => {
    const { user, password } = await createUser(api);
    await failTimes(
      api,
      4,
      () => user.email,
      () => HOME,
    );
    await signInFrom(api, user.email, password, HOME).expect(200);
    await failTimes(
      api,
      4,
      () => user.email,
      () => HOME,
    );

    const res = await signInFrom(api, user.email, password, HOME);

    expect(res.status).toBe(200);
  });

  it('locks one account without touching another from the same address', async () => {
    const locked = await createUser(api);
    const other = await createUser(api);
    await failTimes(
      api,
      5,
      () => locked.user.email,
      () => HOME,
    );

    const res = await signInFrom(api, other.user.email, other.password, HOME);

    expect(res.status).toBe(200);
  });
});

describe('an account attacked from many addresses', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const botnet = (attempt: number) => `192.0.2.${attempt + 1}`;

  it('after 10 failures makes each address that failed wait, longer after each new failure', async () => {
    const { user, password } = await createUser(api);
    await failTimes(api, 10, () => user.email, botnet);

    const first = await signInFrom(api, user.email, password, botnet(0));
    api.clock.advance(SECOND);
    await failSignIn(api, user.email, botnet(0)).expect(401);
    const second = await signInFrom(api, user.email, password, botnet(1));

    expect(first.status).toBe(429);
    expect(first.headers['retry-after']).toBe('1');
    expect(first.body.message).toBe('Trop de tentatives de connexion échouées. Réessayez dans 1 seconde.');
    expect(second.status).toBe(429);
    expect(second.headers['retry-after']).toBe('2');
  });

  it('lets the owner in from an address that never failed, while the attackers wait', async () => {
    const { user, password } = await createUser(api);
    await failTimes(api, 12, () => user.email, botnet);

    const attacker = await signInFrom(api, user.email, password, botnet(3));
    const owner = await signInFrom(api, user.email, password, HOME);

    expect(attacker.status).toBe(429);
    expect(owner.status).toBe(200);
  });

  it('hears a new address once: its wrong guess is answered, then it waits like the others', async () => {
    const { user, password } = await createUser(api);
    await failTimes(api, 10, () => user.email, botnet);

    const guess = await failSignIn(api, user.email, HOME);
    const retry = await signInFrom(api, user.email, password, HOME);

    expect(guess.status).toBe(401);
    expect(retry.status).toBe(429);
  });

  it('never makes an address wait more than 5 minutes', async () => {
    const { user, password } = await createUser(api);
    await failTimes(api, 30, () => user.email, botnet);

    const res = await signInFrom(api, user.email, password, botnet(0));

    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('300');
  });
});

describe('many students behind one address (a campus NAT)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('20 failures on other accounts do not keep a student from signing in with the right password', async () => {
    await failTimes(api, 20, (attempt) => `guess-${attempt}@example.ma`);
    const { user, password } = await createUser(api);

    const res = await signInFrom(api, user.email, password);

    expect(res.status).toBe(200);
  });
});

describe('sign-in attempts from one address, with LOGIN_ATTEMPTS_PER_ADDRESS_PER_HOUR=4', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ LOGIN_ATTEMPTS_PER_ADDRESS_PER_HOUR: '4' });
  });
  afterAll(() => api.close());

  it('are refused past the budget, whatever the account, saying when to try again', async () => {
    const { user, password } = await createUser(api);
    for (let attempt = 0; attempt < 4; attempt += 1) await signInFrom(api, user.email, password).expect(200);

    const res = await signInFrom(api, user.email, password).set('Accept-Language', 'ar');

    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      message: 'طلبات كثيرة جدًا. حاول مرة أخرى بعد 60 دقيقة.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(res.headers['retry-after']).toBe('3600');
  });
});

describe('a caller without the bff’s key', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('has its X-Forwarded-For ignored, so it cannot dodge the lock by changing it', async () => {
    const { user, password } = await createUser(api);
    const forged = (address: string, attempt: string) =>
      api.http.post('/api/iam/public/auth/login').set('X-Forwarded-For', address).send({ email: user.email, password: attempt });
    for (let attempt = 0; attempt < 5; attempt += 1) await forged(`192.0.2.${attempt}`, 'WrongPassword1').expect(401);

    const res = await forged('192.0.2.200', password);

    expect(res.status).toBe(429);
  });
});
