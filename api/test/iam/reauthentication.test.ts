import { randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueRecoveryCodes } from '#api/iam/factors/recovery-codes.ts';
import { startSession } from '#api/iam/session/session-tokens.ts';
import {
  createAdmin,
  createAgent,
  createPendingStudent,
  createUser,
  FACTORY_ORIGIN,
  type TestUser,
} from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

const MINUTE = 60 * 1000;
// Past the 10 minutes a given password vouches for; the access token is re-issued by a refresh.
const ELEVEN_MINUTES = 11 * MINUTE;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** Lets 11 minutes pass for `user`'s session, refreshing its access token as the client would. */
async function laterOn(user: TestUser): Promise<TestUser> {
  api.clock.advance(ELEVEN_MINUTES);
  const res = await api.http
    .post('/api/iam/public/auth/refresh')
    .send({ refreshToken: user.refreshToken })
    .expect(200);
  return {
    ...user,
    token: res.body.accessToken,
    refreshToken: res.body.refreshToken,
    auth: { Authorization: `Bearer ${res.body.accessToken}` },
  };
}

const reauthenticate = (user: TestUser, body: object) =>
  api.http.post('/api/iam/auth/reauthenticate').set(user.auth).send(body);

/** The caller's headers, in English. */
const as = (caller: TestUser) => ({ ...caller.auth, 'Accept-Language': 'en' });

/**
 * Each sensitive action, as `act(caller)` answering the response: refused with REAUTHENTICATION_REQUIRED
 * once the sign-in is 11 minutes old, allowed right after the password is given again.
 */
const PROTECTED: {
  action: string;
  caller: () => Promise<TestUser>;
  act: (caller: TestUser) => Promise<Response>;
}[] = [
  {
    action: 'a student correcting an unverified e-mail',
    caller: () => createPendingStudent(api),
    act: async (caller) =>
      api.http
        .post('/api/iam/auth/change-email')
        .set(as(caller))
        .send({ email: `corrected-${randomUUID()}@example.ma` }),
  },
  {
    action: 'an ADMIN changing an account’s e-mail',
    caller: () => createAdmin(api),
    act: async (caller) => {
      const { user } = await createUser(api);
      return api.http
        .patch(`/api/iam/users/${user.id}`)
        .set(as(caller))
        .send({ email: `moved-${user.id}@example.ma` });
    },
  },
  {
    action: 'an ADMIN changing a role',
    caller: () => createAdmin(api),
    act: async (caller) => {
      const { user } = await createUser(api);
      return api.http.patch(`/api/iam/users/${user.id}`).set(as(caller)).send({ role: 'AGENT' });
    },
  },
  {
    action: 'an ADMIN deleting an account',
    caller: () => createAdmin(api),
    act: async (caller) => {
      const { user } = await createUser(api);
      return api.http.delete(`/api/iam/users/${user.id}`).set(as(caller));
    },
  },
  {
    action: 'an agent exporting the applications',
    caller: () => createAgent(api),
    act: async (caller) =>
      api.http.get('/api/admin/applications/export').query({ format: 'csv' }).set(as(caller)),
  },
  {
    action: 'an agent exporting the accounts',
    caller: () => createAgent(api),
    act: async (caller) =>
      api.http.get('/api/admin/accounts/export').query({ format: 'xlsx' }).set(as(caller)),
  },
  {
    action: 'an agent exporting the payments',
    caller: () => createAgent(api),
    act: async (caller) => api.http.get('/api/payments/export').query({ format: 'csv' }).set(as(caller)),
  },
];

describe('actions that need a recent password or second factor', () => {
  for (const { action, caller, act } of PROTECTED) {
    it(`refuses ${action} 10 minutes after the sign-in, and allows it once the password is given again`, async () => {
      const fresh = await caller();
      // Right after signing in, the sign-in itself counts.
      expect((await act(fresh)).status).toBeLessThan(300);
      const later = await laterOn(fresh);

      const refused = await act(later);

      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        code: 'REAUTHENTICATION_REQUIRED',
        message: 'For this action, first confirm it is you with your password or a second factor.',
      });
      const confirmed = await reauthenticate(later, { password: later.password }).set(
        'Accept-Language',
        'en',
      );
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toEqual({ success: true, message: 'Identity confirmed.' });
      expect((await act(later)).status).toBeLessThan(300);
    });
  }

  it('lets a re-authentication count for 10 minutes, and for its own session only', async () => {
    const signedIn = await createAdmin(api);
    const elsewhere = await startSession(api.context, signedIn.user, FACTORY_ORIGIN);
    const admin = await laterOn(signedIn);
    const { user } = await createUser(api);
    const changeRole = (authorization: string, role: string) =>
      api.http
        .patch(`/api/iam/users/${user.id}`)
        .set('Authorization', `Bearer ${authorization}`)
        .send({ role });

    await reauthenticate(admin, { password: admin.password }).expect(200);
    const fromElsewhere = await changeRole(elsewhere.accessToken, 'AGENT');
    api.clock.advance(9 * MINUTE);
    const withinTen = await changeRole(admin.token, 'AGENT');
    api.clock.advance(2 * MINUTE);
    const pastTen = await changeRole(admin.token, 'CLIENT');

    expect(fromElsewhere.body.code).toBe('REAUTHENTICATION_REQUIRED');
    expect(withinTen.status).toBe(200);
    expect(pastTen.status).toBe(403);
    expect(pastTen.body.code).toBe('REAUTHENTICATION_REQUIRED');
  });

  it('asks nothing more for a change that is neither the e-mail nor the role', async () => {
    const admin = await laterOn(await createAdmin(api));
    const { user } = await createUser(api);

    const res = await api.http
      .patch(`/api/iam/users/${user.id}`)
      .set(admin.auth)
      .send({ firstName: 'Samira' });

    expect(res.status).toBe(200);
  });

  it('takes the current password of a password change and of a student’s own deletion as the re-authentication', async () => {
    const student = await laterOn(await createUser(api));
    const leaving = await laterOn(await createUser(api));

    await api.http
      .post('/api/iam/auth/change-password')
      .set(student.auth)
      .send({ currentPassword: student.password, newPassword: 'Un nouveau mot de passe 2026' })
      .expect(200);
    await api.http
      .post('/api/iam/auth/delete-account')
      .set(leaving.auth)
      .send({ password: leaving.password })
      .expect(200);
  });
});

describe('POST /api/iam/auth/reauthenticate', () => {
  it('refuses a wrong password with a coded 400, in the caller’s language', async () => {
    const student = await createUser(api);

    const res = await reauthenticate(student, { password: 'not the password' }).set('Accept-Language', 'ar');

    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'PASSWORD_INCORRECT',
      message: 'كلمة المرور غير صحيحة.',
      fields: { password: 'كلمة المرور غير صحيحة.' },
    });
  });

  it('counts wrong passwords as failed sign-ins: after 5, even the right one waits', async () => {
    const student = await createUser(api);
    const from = api.fromClient('198.51.100.77');

    for (let attempt = 0; attempt < 5; attempt++) {
      await reauthenticate(student, { password: `wrong ${attempt}` })
        .set(from)
        .expect(400);
    }
    const locked = await reauthenticate(student, { password: student.password }).set(from);

    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('accepts a recovery code once, and refuses a wrong or spent code', async () => {
    const agent = await laterOn(await createAgent(api));
    const [code] = await issueRecoveryCodes(api.context.db, agent.user.id, api.clock.now());

    await reauthenticate(agent, { code }).expect(200);
    await api.http.get('/api/admin/accounts/export').query({ format: 'csv' }).set(agent.auth).expect(200);
    const again = await reauthenticate(agent, { code });
    const wrong = await reauthenticate(agent, { code: '123456' });

    for (const res of [again, wrong]) {
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('SECOND_FACTOR_CODE_INCORRECT');
    }
  });

  it('wants exactly one of the password and a code', async () => {
    const student = await createUser(api);

    const answers = [
      [{}, 'REAUTHENTICATION_PROOF_REQUIRED'],
      [{ password: '' }, 'REAUTHENTICATION_PROOF_REQUIRED'],
      [{ password: student.password, code: '123456' }, 'REAUTHENTICATION_PROOF_REQUIRED'],
      [{ password: 42 }, 'TEXT_EXPECTED'],
    ] as const;
    for (const [body, code] of answers) {
      const res = await reauthenticate(student, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(code);
    }
  });

  it('asks a visitor to sign in', async () => {
    const res = await api.http.post('/api/iam/auth/reauthenticate').send({ password: 'whatever' });

    expect(res.status).toBe(401);
  });
});
