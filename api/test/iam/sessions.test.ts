import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_TTL_SECONDS } from '@bourses/common/limits';
import { createAdmin, createAgent, createUser, FACTORY_ORIGIN } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FIREFOX_ON_WINDOWS = FACTORY_ORIGIN.userAgent;
// Less than an access token's 15 minutes: a refused token is refused for its session, not its age.
const A_WHILE = 5 * 60 * 1000;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

interface Signed {
  accessToken: string;
  refreshToken: string;
  auth: { Authorization: string };
}

/** A sign-in through the bff from `address` with `userAgent`, as the browser's would arrive. */
async function signInFrom(
  email: string,
  password: string,
  address: string,
  userAgent: string,
): Promise<Signed> {
  const res = await api.http
    .post('/api/iam/public/auth/login')
    .set(api.fromClient(address))
    .set('User-Agent', userAgent)
    .send({ email, password })
    .expect(200);
  return { ...res.body, auth: { Authorization: `Bearer ${res.body.accessToken}` } };
}

const listSessions = (session: Signed) => api.http.get('/api/iam/sessions').set(session.auth);
const refresh = (refreshToken: string) =>
  api.http.post('/api/iam/public/auth/refresh').send({ refreshToken });

/** A student signed in twice: from a phone, then, a while later, from a computer. */
async function studentOnTwoDevices() {
  const { user, password, refreshToken } = await createUser(api);
  // The factory's own sign-in is not one of the two.
  await api.http.post('/api/iam/auth/logout').send({ refreshToken }).expect(200);
  const phone = await signInFrom(user.email, password, '198.51.100.7', CHROME_ON_ANDROID);
  api.clock.advance(A_WHILE);
  const computer = await signInFrom(user.email, password, '203.0.113.42', FIREFOX_ON_WINDOWS);
  return { user, password, phone, computer };
}

describe('GET /api/iam/sessions', () => {
  it('lists the caller’s sessions with browser, system, address and times, the current one first', async () => {
    const { phone, computer } = await studentOnTwoDevices();
    api.clock.advance(A_WHILE);
    const phoneSignedInAt = new Date(api.clock.now().getTime() - 2 * A_WHILE);
    // The phone refreshes: it becomes the most recently used.
    const refreshed = await refresh(phone.refreshToken).expect(200);

    const res = await listSessions(computer).expect(200);

    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.data).toEqual([
      {
        id: expect.any(String),
        browser: 'Firefox 128',
        system: 'Windows 10',
        address: '203.0.113.42',
        signedInAt: new Date(phoneSignedInAt.getTime() + A_WHILE).toISOString(),
        lastUsedAt: new Date(phoneSignedInAt.getTime() + A_WHILE).toISOString(),
        current: true,
      },
      {
        id: expect.any(String),
        browser: 'Chrome 131',
        system: 'Android 14',
        address: '198.51.100.7',
        signedInAt: phoneSignedInAt.toISOString(),
        lastUsedAt: api.clock.now().toISOString(),
        current: false,
      },
    ]);
    // The phone sees the same two, itself first.
    const fromPhone = await listSessions({
      ...phone,
      auth: { Authorization: `Bearer ${refreshed.body.accessToken}` },
    });
    expect(
      fromPhone.body.data.map((session: { current: boolean; browser: string }) => [
        session.browser,
        session.current,
      ]),
    ).toEqual([
      ['Chrome 131', true],
      ['Firefox 128', false],
    ]);
  });

  it('shows nobody else’s sessions, nor ended ones', async () => {
    const { user, password, refreshToken } = await createUser(api);
    await api.http.post('/api/iam/auth/logout').send({ refreshToken }).expect(200);
    const other = await createUser(api);
    const first = await signInFrom(user.email, password, '198.51.100.8', CHROME_ON_ANDROID);
    const second = await signInFrom(user.email, password, '198.51.100.9', CHROME_ON_ANDROID);
    await api.http
      .post('/api/iam/auth/logout')
      .set(first.auth)
      .send({ refreshToken: first.refreshToken })
      .expect(200);

    const res = await listSessions(second).expect(200);

    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ address: '198.51.100.9', current: true });
    const others = await api.http.get('/api/iam/sessions').set(other.auth).expect(200);
    expect(others.body.data.map((session: { address: string }) => session.address)).toEqual([
      FACTORY_ORIGIN.address,
    ]);
  });

  it('asks a visitor to sign in', async () => {
    const res = await api.http.get('/api/iam/sessions');

    expect(res.status).toBe(401);
  });
});

describe('DELETE /api/iam/sessions/:id', () => {
  it('ends one session: its refresh token and its access token are refused at once', async () => {
    const { phone, computer } = await studentOnTwoDevices();
    const listed = await listSessions(computer).expect(200);
    const phoneSession = listed.body.data.find((session: { current: boolean }) => !session.current);

    const res = await api.http
      .delete(`/api/iam/sessions/${phoneSession.id}`)
      .set(computer.auth)
      .set('Accept-Language', 'en');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'The session has been ended.' });
    const phoneCall = await api.http.get('/api/iam/auth/me').set(phone.auth);
    expect(phoneCall.status).toBe(401);
    expect(phoneCall.body.code).toBe('SESSION_ENDED');
    expect((await refresh(phone.refreshToken)).status).toBe(401);
    // The computer goes on.
    await api.http.get('/api/iam/auth/me').set(computer.auth).expect(200);
    await refresh(computer.refreshToken).expect(200);
  });

  it('answers 404 for another user’s session, an unknown one or a malformed id, and ends nothing', async () => {
    const victim = await createUser(api);
    const { user, password } = await createUser(api);
    const attacker = await signInFrom(user.email, password, '198.51.100.10', CHROME_ON_ANDROID);
    const [victimSession] = (await api.http.get('/api/iam/sessions').set(victim.auth)).body.data;

    for (const id of [victimSession.id, randomUUID(), 'not-a-session']) {
      const res = await api.http.delete(`/api/iam/sessions/${id}`).set(attacker.auth);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('SESSION_NOT_FOUND');
    }
    await api.http.get('/api/iam/auth/me').set(victim.auth).expect(200);
  });

  it('ends the current session too, which signs the caller out', async () => {
    const { computer } = await studentOnTwoDevices();
    const [current] = (await listSessions(computer)).body.data;

    await api.http.delete(`/api/iam/sessions/${current.id}`).set(computer.auth).expect(200);

    expect((await api.http.get('/api/iam/auth/me').set(computer.auth)).status).toBe(401);
  });
});

describe('POST /api/iam/sessions/end-others', () => {
  it('ends every other session of the caller and keeps the current one', async () => {
    const { user, password, phone, computer } = await studentOnTwoDevices();
    const third = await signInFrom(user.email, password, '192.0.2.1', CHROME_ON_ANDROID);

    await api.http.post('/api/iam/sessions/end-others').set(computer.auth).expect(200);

    for (const ended of [phone, third]) {
      expect((await api.http.get('/api/iam/auth/me').set(ended.auth)).status).toBe(401);
      expect((await refresh(ended.refreshToken)).status).toBe(401);
    }
    const listed = await listSessions(computer).expect(200);
    expect(listed.body.data).toEqual([expect.objectContaining({ address: '203.0.113.42', current: true })]);
  });
});

describe('DELETE /api/iam/users/:id/sessions', () => {
  it('lets an ADMIN end every session of a user, audited', async () => {
    const admin = await createAdmin(api);
    const { user, phone, computer } = await studentOnTwoDevices();

    const res = await api.http
      .delete(`/api/iam/users/${user.id}/sessions`)
      .set(admin.auth)
      .set(api.fromClient('203.0.113.99'));

    expect(res.status).toBe(200);
    for (const ended of [phone, computer]) {
      expect((await api.http.get('/api/iam/auth/me').set(ended.auth)).status).toBe(401);
      expect((await refresh(ended.refreshToken)).status).toBe(401);
    }
    const entry = await api.context.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'account.sessions-ended')
      .where('targetId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      actorRole: 'ADMIN',
      targetType: 'user',
      clientAddress: '203.0.113.99',
      changes: { sessions: 2 },
    });
  });

  it('refuses an agent and a student, and answers 404 for an unknown account', async () => {
    const agent = await createAgent(api);
    const student = await createUser(api);
    const target = await createUser(api);
    const admin = await createAdmin(api);

    for (const caller of [agent, student]) {
      const res = await api.http.delete(`/api/iam/users/${target.user.id}/sessions`).set(caller.auth);
      expect(res.status).toBe(403);
    }
    await api.http.get('/api/iam/auth/me').set(target.auth).expect(200);
    const unknown = await api.http.delete(`/api/iam/users/${randomUUID()}/sessions`).set(admin.auth);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('USER_NOT_FOUND');
  });
});

describe('POST /api/iam/auth/change-password and the other sessions', () => {
  const changePassword = (session: Signed, password: string, body: object) =>
    api.http
      .post('/api/iam/auth/change-password')
      .set(session.auth)
      .set('User-Agent', FIREFOX_ON_WINDOWS)
      .send({ currentPassword: password, newPassword: 'Un nouveau mot de passe 2026', ...body });

  it('keeps the other sessions when endOtherSessions is false; this one’s earlier tokens still end', async () => {
    const { password, phone, computer } = await studentOnTwoDevices();

    const res = await changePassword(computer, password, { endOtherSessions: false }).expect(200);

    await api.http.get('/api/iam/auth/me').set(phone.auth).expect(200);
    await refresh(phone.refreshToken).expect(200);
    expect((await api.http.get('/api/iam/auth/me').set(computer.auth)).status).toBe(401);
    const listed = await api.http
      .get('/api/iam/sessions')
      .set('Authorization', `Bearer ${res.body.accessToken}`);
    expect(listed.body.data).toHaveLength(2);
    expect(listed.body.data[0]).toMatchObject({ browser: 'Firefox 128', current: true });
  });

  it('ends the other sessions by default', async () => {
    const { password, phone, computer } = await studentOnTwoDevices();

    const res = await changePassword(computer, password, {}).expect(200);

    expect((await api.http.get('/api/iam/auth/me').set(phone.auth)).status).toBe(401);
    const listed = await api.http
      .get('/api/iam/sessions')
      .set('Authorization', `Bearer ${res.body.accessToken}`);
    expect(listed.body.data).toHaveLength(1);
  });

  it('refuses an endOtherSessions that is not a boolean', async () => {
    const { password, computer } = await studentOnTwoDevices();

    const res = await changePassword(computer, password, { endOtherSessions: 'no' }).set(
      'Accept-Language',
      'en',
    );

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('END_OTHER_SESSIONS_INVALID');
  });
});

describe('the expired rows purge', () => {
  it('forgets the sessions that ended or can no longer refresh, and keeps the live ones', async () => {
    const { user, password, refreshToken } = await createUser(api);
    await api.http.post('/api/iam/auth/logout').send({ refreshToken }).expect(200);
    const stale = await signInFrom(user.email, password, '192.0.2.20', CHROME_ON_ANDROID);
    api.clock.advance(REFRESH_TOKEN_TTL_SECONDS * 1000 - A_WHILE);
    const live = await signInFrom(user.email, password, '192.0.2.21', CHROME_ON_ANDROID);
    const at = new Date(api.clock.now().getTime() + 2 * A_WHILE);

    const outcomes = await api.runPeriodicJob('expired-rows-purge', at);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['completed']);
    const kept = await api.context.db
      .selectFrom('sessions')
      .select('address')
      .where('userId', '=', user.id)
      .execute();
    expect(kept).toEqual([{ address: '192.0.2.21' }]);
    expect((await refresh(stale.refreshToken)).status).toBe(401);
    await api.http.get('/api/iam/auth/me').set(live.auth).expect(200);
  });
});
