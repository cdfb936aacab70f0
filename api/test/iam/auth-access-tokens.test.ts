import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-api.ts';
import { createAdmin, createUser, withTotp } from '../factories/users.ts';
import { signIn } from '../factories/auth.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const me = (accessToken: string) =>
  api.http.get('/api/iam/auth/me').set('Authorization', `Bearer ${accessToken}`).set('Accept-Language', 'en');

async function twoSignIns() {
  const { user, password } = await createUser(api);
  return {
    user,
    password,
    laptop: await signIn(api, user.email, password),
    phone: await signIn(api, user.email, password),
  };
}

/** A token signed with the api's own secret, shaped as asked: only its claims differ from a real one. */
async function signedToken(userId: string, sessionId: string, options: { expires: boolean }) {
  const secret = api.context.config.jwtSecret ?? '';
  const now = Math.floor(api.clock.now().getTime() / 1000);
  const token = new SignJWT({ sid: sessionId, role: 'ADMIN', approvalStatus: 'APPROVED' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer('bourses-api')
    .setIssuedAt(now);
  if (options.expires) token.setExpirationTime(now + 60);
  return token.sign(new TextEncoder().encode(secret));
}

describe('access tokens', () => {
  it('refuses a correctly signed token that never expires', async () => {
    const admin = await withTotp(api, await createAdmin(api));
    const session = await signIn(api, admin.user.email, admin.password, admin.totpSecret);
    const { sid } = JSON.parse(Buffer.from(session.accessToken.split('.')[1] ?? '', 'base64url').toString());

    const expiring = await me(await signedToken(admin.user.id, sid, { expires: true }));
    const endless = await me(await signedToken(admin.user.id, sid, { expires: false }));

    expect(expiring.status).toBe(200);
    expect(endless.status).toBe(401);
    expect(endless.body).toEqual({ message: 'Invalid access token', code: 'INVALID_ACCESS_TOKEN' });
  });

  it('refuses a token naming a session that was never started', async () => {
    const admin = await createAdmin(api);

    const res = await me(await signedToken(admin.user.id, randomUUID(), { expires: true }));

    expect(res.status).toBe(401);
    expect(res.body.code).toBe('SESSION_ENDED');
  });
});

describe('ending a session ends its access tokens too', () => {
  it('logout: the signed-out session’s access token stops working at once, the other device’s does not', async () => {
    const { laptop, phone } = await twoSignIns();

    await api.http.post('/api/iam/auth/logout').send({ refreshToken: laptop.refreshToken }).expect(200);

    const signedOut = await me(laptop.accessToken);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({
      message: 'Your session has ended. Please sign in again.',
      code: 'SESSION_ENDED',
    });
    await me(phone.accessToken).expect(200);
  });

  it('logout of an already rotated session ends the access tokens issued before and after the rotation', async () => {
    const { laptop } = await twoSignIns();
    const rotated = await api.http
      .post('/api/iam/public/auth/refresh')
      .send({ refreshToken: laptop.refreshToken })
      .expect(200);

    await api.http.post('/api/iam/auth/logout').send({ refreshToken: rotated.body.refreshToken }).expect(200);

    expect((await me(laptop.accessToken)).status).toBe(401);
    expect((await me(rotated.body.accessToken)).status).toBe(401);
  });

  it('password change: every earlier access token stops working, the fresh one works', async () => {
    const { password, laptop, phone } = await twoSignIns();

    const changed = await api.http
      .post('/api/iam/auth/change-password')
      .set('Authorization', `Bearer ${laptop.accessToken}`)
      .send({ currentPassword: password, newPassword: 'NouveauMotDePasse9' })
      .expect(200);

    expect((await me(laptop.accessToken)).body.code).toBe('SESSION_ENDED');
    expect((await me(phone.accessToken)).body.code).toBe('SESSION_ENDED');
    await me(changed.body.accessToken).expect(200);
  });

  it('a refresh token replayed after the reuse window ends the access tokens of its session', async () => {
    const { laptop } = await twoSignIns();
    const rotated = await api.http
      .post('/api/iam/public/auth/refresh')
      .send({ refreshToken: laptop.refreshToken })
      .expect(200);
    api.clock.advance(31_000);

    await api.http
      .post('/api/iam/public/auth/refresh')
      .send({ refreshToken: laptop.refreshToken })
      .expect(401);

    expect((await me(rotated.body.accessToken)).body.code).toBe('SESSION_ENDED');
  });

  it('a deleted account’s token is refused at once, saying the account no longer exists', async () => {
    const admin = await createAdmin(api);
    const student = await createUser(api);
    await api.http.delete(`/api/iam/users/${student.user.id}`).set(admin.auth).expect(204);

    const res = await me(student.token);

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'This account no longer exists.', code: 'ACCOUNT_NOT_FOUND' });
  });
});
