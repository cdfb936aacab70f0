import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-api.ts';
import { createPendingStudent, createUser } from '../factories/users.ts';
import { signIn } from '../factories/auth.ts';

const DAY = 24 * 60 * 60 * 1000;
const REUSE_WINDOW = 30_000;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const refresh = (refreshToken: unknown) =>
  api.http.post('/api/iam/public/auth/refresh').send({ refreshToken });
const logout = (accessToken: string, body: object = {}) =>
  api.http.post('/api/iam/auth/logout').set('Authorization', `Bearer ${accessToken}`).send(body);

async function signedInStudent() {
  const { user, password } = await createUser(api);
  return { user, password, session: await signIn(api, user.email, password) };
}

describe('POST /api/iam/public/auth/refresh', () => {
  it('trades a refresh token for a new pair, both at the top level', async () => {
    const { user, session } = await signedInStudent();

    const res = await refresh(session.refreshToken);

    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(res.body.refreshToken).not.toBe(session.refreshToken);
    expect(await api.context.accessTokens.verify(res.body.accessToken)).toMatchObject({ userId: user.id });
  });

  it('stores refresh tokens only as hashes', async () => {
    const { session } = await signedInStudent();

    const rows = await api.context.db.selectFrom('refreshTokens').select('tokenHash').execute();

    expect(rows.map((row) => row.tokenHash)).not.toContain(session.refreshToken);
  });

  it('puts the current approval in the new access token', async () => {
    const { user, password } = await createPendingStudent(api);
    const session = await signIn(api, user.email, password);
    await api.context.db
      .updateTable('users')
      .set({ approvalStatus: 'APPROVED' })
      .where('id', '=', user.id)
      .execute();

    const res = await refresh(session.refreshToken);

    expect(decodeJwt(res.body.accessToken)).toMatchObject({ approvalStatus: 'APPROVED' });
  });

  it('keeps a chain of rotations working', async () => {
    const { session } = await signedInStudent();

    const second = await refresh(session.refreshToken).expect(200);
    const third = await refresh(second.body.refreshToken).expect(200);
    const fourth = await refresh(third.body.refreshToken);

    expect(fourth.status).toBe(200);
  });

  it('treats reuse of a spent token after 30 s as theft: 401, and the whole family is revoked', async () => {
    const { session } = await signedInStudent();
    const rotated = await refresh(session.refreshToken).expect(200);
    api.clock.advance(REUSE_WINDOW + 1000);

    const replay = await refresh(session.refreshToken).set('Accept-Language', 'en');
    const legitimate = await refresh(rotated.body.refreshToken);

    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: 'Failed to refresh token', code: 'REFRESH_FAILED' });
    expect(legitimate.status).toBe(401);
  });

  it('gives two tabs refreshing at the same moment the same new refresh token, and keeps them signed in', async () => {
    const { session } = await signedInStudent();

    const answers = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);

    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const [first, second] = answers.map((res) => res.body.refreshToken);
    expect(first).toBe(second);
    expect(first).not.toBe(session.refreshToken);
    await api.http
      .get('/api/iam/auth/me')
      .set('Authorization', `Bearer ${answers[1]?.body.accessToken}`)
      .expect(200);
    await refresh(first).expect(200);
  });

  it('answers a spent token with the same successor until 30 s after it was spent', async () => {
    const { session } = await signedInStudent();
    const rotated = await refresh(session.refreshToken).expect(200);
    api.clock.advance(REUSE_WINDOW - 1000);

    const retry = await refresh(session.refreshToken);

    expect(retry.status).toBe(200);
    expect(retry.body.refreshToken).toBe(rotated.body.refreshToken);
  });

  it('leaves the user’s other sign-ins alone when one family is revoked', async () => {
    const { user, password, session } = await signedInStudent();
    const otherDevice = await signIn(api, user.email, password);
    await refresh(session.refreshToken).expect(200);
    api.clock.advance(REUSE_WINDOW + 1000);
    await refresh(session.refreshToken).expect(401);

    const res = await refresh(otherDevice.refreshToken);

    expect(res.status).toBe(200);
  });

  it('refuses a refresh token after its 7 days', async () => {
    const { session } = await signedInStudent();
    api.clock.advance(7 * DAY + 1000);

    const res = await refresh(session.refreshToken);

    expect(res.status).toBe(401);
    expect(res.body.code).toBe('REFRESH_FAILED');
  });

  it('answers a missing token with the spec’s text', async () => {
    const missing = await api.http.post('/api/iam/public/auth/refresh').set('Accept-Language', 'en');
    const empty = await refresh('');
    const wrongType = await refresh(12345);

    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      message: 'No refresh token available',
      code: 'REFRESH_TOKEN_MISSING',
    });
    expect(empty.body.code).toBe('REFRESH_TOKEN_MISSING');
    expect(wrongType.status).toBe(400);
  });

  it('refuses an unknown token', async () => {
    const res = await refresh('made-up-token');

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Échec du rafraîchissement du jeton', code: 'REFRESH_FAILED' });
  });
});

describe('POST /api/iam/auth/logout', () => {
  it('ends the session of the given refresh token only', async () => {
    const { user, password, session } = await signedInStudent();
    const otherDevice = await signIn(api, user.email, password);

    const res = await logout(session.accessToken, { refreshToken: session.refreshToken });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Déconnexion réussie.' });
    await refresh(session.refreshToken).expect(401);
    await refresh(otherDevice.refreshToken).expect(200);
  });

  it('ends a session whose token was already rotated', async () => {
    const { session } = await signedInStudent();
    const rotated = await refresh(session.refreshToken).expect(200);

    await logout(rotated.body.accessToken, { refreshToken: rotated.body.refreshToken }).expect(200);

    await refresh(rotated.body.refreshToken).expect(401);
  });

  it('ends every session of the user when no refresh token is given', async () => {
    const { user, password, session } = await signedInStudent();
    const otherDevice = await signIn(api, user.email, password);

    await logout(session.accessToken).expect(200);

    await refresh(session.refreshToken).expect(401);
    await refresh(otherDevice.refreshToken).expect(401);
  });

  it('does not end another user’s session', async () => {
    const alice = await signedInStudent();
    const bob = await signedInStudent();

    await logout(alice.session.accessToken, { refreshToken: bob.session.refreshToken }).expect(200);

    await refresh(bob.session.refreshToken).expect(200);
  });

  it('works with only the refresh token, or beside an expired access token', async () => {
    const withoutAccess = await signedInStudent();
    const withExpired = await signedInStudent();
    api.clock.advance(16 * 60 * 1000);
    await api.http
      .get('/api/iam/auth/me')
      .set('Authorization', `Bearer ${withExpired.session.accessToken}`)
      .expect(401);

    const bare = await api.http
      .post('/api/iam/auth/logout')
      .send({ refreshToken: withoutAccess.session.refreshToken });
    const expired = await logout(withExpired.session.accessToken, {
      refreshToken: withExpired.session.refreshToken,
    });

    expect([bare.status, expired.status]).toEqual([200, 200]);
    await refresh(withoutAccess.session.refreshToken).expect(401);
    await refresh(withExpired.session.refreshToken).expect(401);
  });

  it('refuses a visitor who gives no refresh token', async () => {
    const res = await api.http.post('/api/iam/auth/logout').send({});

    expect(res.status).toBe(401);
  });
});
