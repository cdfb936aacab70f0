import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BFF_KEY_HEADER } from '@bourses/common/bff-key';
import { createApplication } from '../factories/applications.ts';
import { createAgent, createUser, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

// Only the bff may state a caller's address (docs/security.md, Client addresses): any other process
// that reaches the api is known by its own, whatever X-Forwarded-For it writes.
let api: TestApi;
let agent: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  agent = await createAgent(api);
});
afterAll(() => api.close());

const LOOPBACK = /^(::ffff:)?127\.0\.0\.1$|^::1$/;

const signIn = (email: string, password: string, headers: Record<string, string>) =>
  api.http.post('/api/iam/public/auth/login').set(headers).send({ email, password });

async function rejectApplication(headers: Record<string, string>) {
  const application = await createApplication(api);
  await api.http
    .patch(`/api/scholarships/applications/${application.id}/reject`)
    .set(agent.auth)
    .set(headers)
    .send({ feedback: 'Reçu illisible' })
    .expect(200);
  return api.context.db
    .selectFrom('auditLog')
    .select('clientAddress')
    .where('targetType', '=', 'application')
    .where('targetId', '=', String(application.id))
    .executeTakeFirstOrThrow();
}

describe('a caller without the bff’s key', () => {
  it('meets the sign-in lock after 5 wrong passwords, though it claims 25 different addresses', async () => {
    const { user } = await createUser(api);

    const statuses: number[] = [];
    const codes: unknown[] = [];
    for (let attempt = 1; attempt <= 25; attempt += 1) {
      const res = await signIn(user.email, 'WrongPassword1', { 'X-Forwarded-For': `203.0.113.${attempt}` });
      statuses.push(res.status);
      codes.push(res.body.code);
    }

    expect(statuses).toEqual([...Array(5).fill(401), ...Array(20).fill(429)]);
    expect(codes.slice(5)).toEqual(Array(20).fill('TOO_MANY_LOGIN_ATTEMPTS'));
  });

  it('is not believed with a wrong key either', async () => {
    const { user, password } = await createUser(api);
    const wrongKey = { [BFF_KEY_HEADER]: `${api.bffApiKey.slice(0, -1)}x` };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await signIn(user.email, 'WrongPassword1', {
        ...wrongKey,
        'X-Forwarded-For': `198.51.100.${attempt}`,
      }).expect(401);
    }

    const res = await signIn(user.email, password, { ...wrongKey, 'X-Forwarded-For': '198.51.100.200' });

    expect(res.status).toBe(429);
  });

  it('is recorded in the audit log under its real address, not the one it forged', async () => {
    const entry = await rejectApplication({ 'X-Forwarded-For': '203.0.113.66' });

    expect(entry.clientAddress).toMatch(LOOPBACK);
  });
});

describe('the bff, with its key', () => {
  it('states each caller’s address: the one that failed is locked, another is not', async () => {
    const { user, password } = await createUser(api);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await signIn(user.email, 'WrongPassword1', api.fromClient('203.0.113.7')).expect(401);
    }

    const locked = await signIn(user.email, password, api.fromClient('203.0.113.7'));
    const elsewhere = await signIn(user.email, password, api.fromClient('192.0.2.44'));

    expect(locked.status).toBe(429);
    expect(elsewhere.status).toBe(200);
  });

  it('has the caller’s address recorded in the audit log', async () => {
    const entry = await rejectApplication(api.fromClient('192.0.2.45'));

    expect(entry.clientAddress).toBe('192.0.2.45');
  });
});
