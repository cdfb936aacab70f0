import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, postRegistration, registrationFields } from '../factories/auth.ts';
import { createAgent, createPendingStudent, createUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Where the counters live: our database, or Redis under a key prefix of this test run's own. */
const STORES = [
  { store: 'the database', env: (): Record<string, string> => ({}) },
  {
    store: 'Redis',
    env: (): Record<string, string> => ({
      REDIS_URL,
      RATE_LIMIT_PREFIX: `test-${randomBytes(6).toString('hex')}`,
    }),
  },
];

let addressCount = 0;
/** A client address no other test uses, so that each test starts with a full budget. */
const freshAddress = () => `198.51.100.${(addressCount += 1)}`;

// Each caller's address as the bff states it (X-Forwarded-For with its key).
const resendFrom = (api: TestApi, email: string, address: string) =>
  api.http.post('/api/iam/public/auth/resend-verification').set(api.fromClient(address)).send({ email });

const signInFrom = (api: TestApi, email: string, password: string, address: string) =>
  api.http.post('/api/iam/public/auth/login').set(api.fromClient(address)).send({ email, password });

/** The Retry-After of a 429, in seconds. */
const retryAfter = (res: { headers: Record<string, string> }) => Number(res.headers['retry-after']);

describe.each(STORES)('limits counted in $store', ({ env }) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ STAFF_MAILS_PER_ACTOR_PER_HOUR: '3', ...env() });
  });
  afterAll(() => api.close());

  it('lets one address trigger 10 verification mails an hour, then refuses with a 429 saying when to retry', async () => {
    const address = freshAddress();
    const students = await Promise.all(Array.from({ length: 11 }, () => createPendingStudent(api)));
    const mailsBefore = (await api.outbox()).length;

    const answers = [];
    for (const student of students) answers.push(await resendFrom(api, student.user.email, address));

    expect(answers.slice(0, 10).map((res) => res.status)).toEqual(Array(10).fill(200));
    const refused = answers[10];
    expect(refused?.status).toBe(429);
    expect(refused?.body).toEqual({
      message: 'Trop de demandes. Réessayez dans 60 minutes.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(refused && retryAfter(refused)).toBeGreaterThan(3500);
    expect((await api.outbox()).length - mailsBefore).toBe(10);
  });

  it('counts registrations in the same budget, refusing the 11th before reading its files', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await resendFrom(api, `nobody-${attempt}@example.ma`, address).expect(200);
    }
    const usersBefore = await countRows(api, 'users');

    const res = await postRegistration(api, registrationFields())
      .set(api.fromClient(address))
      .set('Accept-Language', 'en');

    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      message: 'Too many requests. Try again in 60 minutes.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(await countRows(api, 'users')).toBe(usersBefore);
  });

  it('mails an e-mail address 5 times an hour per client address, then answers alike and mails nothing more; the owner’s own address keeps its budget', async () => {
    const student = await createPendingStudent(api);
    const [attacker, owner] = [freshAddress(), freshAddress()];
    const mailsToStudent = async () => (await api.outbox()).filter((mail) => mail.to === student.user.email).length;
    const answers = [];
    const mailed = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      // Past the one-link-a-minute rule, so that only the budget decides.
      api.clock.advance(2 * 60 * 1000);
      answers.push(await resendFrom(api, student.user.email.toUpperCase(), attacker));
      mailed.push(await mailsToStudent());
    }
    api.clock.advance(2 * 60 * 1000);
    const fromOwner = await resendFrom(api, student.user.email, owner);

    expect(answers.map((res) => res.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((res) => JSON.stringify(res.body))).size).toBe(1);
    expect(mailed).toEqual([1, 2, 3, 4, 5, 5]);
    expect(fromOwner.body).toEqual(answers[0]?.body);
    expect(await mailsToStudent()).toBe(6);
  });

  it('locks the (account, address) pair after 5 failures, not the owner elsewhere', async () => {
    const { user, password } = await createUser(api);
    const attacker = freshAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await signInFrom(api, user.email, 'WrongPassword1', attacker).expect(401);
    }

    const locked = await signInFrom(api, user.email, password, attacker);
    const owner = await signInFrom(api, user.email, password, freshAddress());

    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    expect(retryAfter(locked)).toBeGreaterThan(890);
    expect(owner.status).toBe(200);
  });

  it('slows an account attacked from 10 addresses down for those addresses only', async () => {
    const { user, password } = await createUser(api);
    const botnet = Array.from({ length: 10 }, freshAddress);
    for (const address of botnet) await signInFrom(api, user.email, 'WrongPassword1', address).expect(401);

    const attacker = await signInFrom(api, user.email, password, botnet[0] ?? '');
    const owner = await signInFrom(api, user.email, password, freshAddress());

    expect(attacker.status).toBe(429);
    expect(retryAfter(attacker)).toBe(1);
    expect(owner.status).toBe(200);
  });

  const verifiedPendingStudent = () =>
    createPendingStudent(api, { isVerified: true, verifiedAt: new Date() });

  it('refuses a staff member past 3 students mailed an hour (STAFF_MAILS_PER_ACTOR_PER_HOUR), not a colleague', async () => {
    const [agent, colleague] = [await createAgent(api), await createAgent(api)];
    const first = [await verifiedPendingStudent(), await verifiedPendingStudent()];
    const second = [await verifiedPendingStudent(), await verifiedPendingStudent()];
    const approve = (caller: typeof agent, students: typeof first) =>
      api.http
        .put('/api/iam/users/approval')
        .set(caller.auth)
        .set('Accept-Language', 'ar')
        .send({ userIds: students.map((student) => student.user.id), approvalStatus: 'APPROVED' });

    const allowed = await approve(agent, first);
    const refused = await approve(agent, second);
    const byColleague = await approve(colleague, second);

    expect(allowed.status).toBe(200);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: 'طلبات كثيرة جدًا. حاول مرة أخرى بعد 60 دقيقة.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(byColleague.status).toBe(200);
  });

  it('counts application decisions in the same budget, before looking the application up', async () => {
    const agent = await createAgent(api);
    const reject = () =>
      api.http
        .patch(`/api/scholarships/applications/987654/reject`)
        .set(agent.auth)
        .send({ feedback: 'Incomplet' });

    const answers = [];
    for (let attempt = 0; attempt < 4; attempt += 1) answers.push((await reject()).status);

    expect(answers).toEqual([404, 404, 404, 429]);
  });
});

describe('with REDIS_URL pointing at a Redis that does not answer', () => {
  let api: TestApi;
  beforeAll(async () => {
    // Port 9 (discard) on the loopback: nothing listens, the connection is refused.
    api = await startTestApi({ REDIS_URL: 'redis://127.0.0.1:9' });
  });
  afterAll(() => api.close());

  it('keeps serving and limiting, counting in memory meanwhile', async () => {
    const address = freshAddress();
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      answers.push((await resendFrom(api, `nobody-${attempt}@example.ma`, address)).status);
    }

    expect(answers).toEqual([...Array(10).fill(200), 429]);
  });
});

describe('two api instances sharing Redis', () => {
  let first: TestApi;
  let second: TestApi;
  beforeAll(async () => {
    const shared = STORES[1]?.env() ?? {};
    first = await startTestApi(shared);
    second = await startTestApi(shared);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('share one budget: the 11th mail of an address is refused by the other instance', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await resendFrom(first, `nobody-${attempt}@example.ma`, address).expect(200);
    }

    const res = await resendFrom(second, 'nobody-else@example.ma', address);

    expect(res.status).toBe(429);
  });
});

// Two processes cannot open one PGlite database: sharing one is a PostgreSQL server's (CI's second run).
describe.runIf(process.env.TEST_DATABASE_URL)('two api instances on one PostgreSQL database', () => {
  let first: TestApi;
  let second: TestApi;
  beforeAll(async () => {
    first = await startTestApi();
    second = await startTestApi({}, { sharedDatabaseOf: first });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('share one budget: the 11th mail of an address is refused by the other instance', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await resendFrom(first, `nobody-${attempt}@example.ma`, address).expect(200);
    }

    const res = await resendFrom(second, 'nobody-else@example.ma', address);

    expect(res.status).toBe(429);
  });

  it('share the sign-in lock: 5 failures on one instance lock the pair on the other', async () => {
    const { user, password } = await createUser(first);
    const address = freshAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await signInFrom(first, user.email, 'WrongPassword1', address).expect(401);
    }

    const res = await signInFrom(second, user.email, password, address);

    expect(res.status).toBe(429);
  });
});
