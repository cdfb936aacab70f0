import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-api.ts';
import { createAdmin, createPendingStudent, createUser, withTotp } from '../factories/users.ts';
import { signIn } from '../factories/auth.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const login = (body: object) => api.http.post('/api/iam/public/auth/login').send(body);
const me = (accessToken: string) =>
  api.http.get('/api/iam/auth/me').set('Authorization', `Bearer ${accessToken}`);

describe('POST /api/iam/public/auth/login', () => {
  it('signs in an approved student with a token pair, the user and a message at the top level', async () => {
    const { user, password } = await createUser(api);

    const res = await login({ email: user.email, password });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      approvalStatus: 'APPROVED',
      isApproved: true,
      message: 'Connexion réussie !',
      user: { id: user.id, email: user.email, role: 'CLIENT', isApproved: true },
    });
    expect(res.body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.body.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(res.body.user).not.toHaveProperty('passwordHash');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the spec’s English text when asked', async () => {
    const { user, password } = await createUser(api);

    const res = await login({ email: user.email, password }).set('Accept-Language', 'en');

    expect(res.body.message).toBe('Login successful!');
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const { user, password } = await createUser(api);

    const res = await login({ email: `  ${user.email.toUpperCase()} `, password });

    expect(res.status).toBe(200);
  });

  it('signs in a pending, unverified student whose token says PENDING', async () => {
    const { user, password } = await createPendingStudent(api);

    const res = await login({ email: user.email, password });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, approvalStatus: 'PENDING', isApproved: false });
    expect(res.body.user).toMatchObject({ isVerified: false, isApproved: false });
    // The clients read these claims to choose the screen; the api itself reads the database.
    expect(decodeJwt(res.body.accessToken)).toMatchObject({
      sub: user.id,
      role: 'CLIENT',
      approvalStatus: 'PENDING',
    });
  });

  it('signs in a rejected student, who can read the reason', async () => {
    const { user, password } = await createUser(api, {
      approvalStatus: 'REJECTED',
      rejectionReason: 'Reçu illisible',
    });

    const res = await login({ email: user.email, password });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      approvalStatus: 'REJECTED',
      user: { rejectionReason: 'Reçu illisible' },
    });
  });

  it('signs in an admin, after their second factor, with a token carrying the ADMIN role', async () => {
    const { user, password, totpSecret } = await withTotp(api, await createAdmin(api));

    const session = await signIn(api, user.email, password, totpSecret);

    expect(decodeJwt(session.accessToken)).toMatchObject({ role: 'ADMIN' });
  });

  it('refuses a wrong password with a 401 that does not say which part was wrong', async () => {
    const { user } = await createUser(api);

    const res = await login({ email: user.email, password: 'WrongPassword1' });

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'E-mail ou mot de passe incorrect.', code: 'INVALID_CREDENTIALS' });
  });

  it('refuses an unknown e-mail with the same answer, in English when asked', async () => {
    const res = await login({ email: 'nobody@example.ma', password: 'Password123!' }).set(
      'Accept-Language',
      'en',
    );

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' });
  });

  it('requires the e-mail and the password', async () => {
    const res = await login({});

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'L’e-mail est requis',
      fields: { email: 'L’e-mail est requis', password: 'Le mot de passe est requis' },
    });
  });

  it('refuses wrong types, a huge password and malformed JSON with a 4xx', async () => {
    const wrongTypes = await login({ email: ['a@b.ma'], password: { $gt: '' } });
    const huge = await login({ email: 'a@example.ma', password: 'x'.repeat(100 * 1024) });
    const malformed = await api.http
      .post('/api/iam/public/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email"');
    const empty = await api.http.post('/api/iam/public/auth/login');

    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body.fields).toEqual({
      email: 'Ce champ doit être un texte.',
      password: 'Ce champ doit être un texte.',
    });
    expect(huge.status).toBe(400);
    expect(huge.body.code).toBe('FIELD_TOO_LONG');
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('INVALID_JSON');
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('EMAIL_REQUIRED');
  });
});

describe('GET /api/iam/auth/me', () => {
  it('answers the signed-in user as stored now', async () => {
    const { user, password } = await createPendingStudent(api);
    const session = await signIn(api, user.email, password);
    await api.context.db
      .updateTable('users')
      .set({ approvalStatus: 'APPROVED' })
      .where('id', '=', user.id)
      .execute();

    const res = await me(session.accessToken);

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: user.id,
      email: user.email,
      approvalStatus: 'APPROVED',
      isApproved: true,
    });
    expect(res.body.data).not.toHaveProperty('passwordHash');
  });

  it('refuses a visitor with a 401', async () => {
    const res = await api.http.get('/api/iam/auth/me');

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Veuillez vous connecter.', code: 'UNAUTHENTICATED' });
  });

  it('refuses an access token after its 15 minutes', async () => {
    const { user, password } = await createUser(api);
    const session = await signIn(api, user.email, password);
    api.clock.advance(15 * 60 * 1000 + 1000);

    const res = await me(session.accessToken).set('Accept-Language', 'en');

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid access token', code: 'INVALID_ACCESS_TOKEN' });
  });

  it('refuses a tampered access token', async () => {
    const { user, password } = await createUser(api);
    const session = await signIn(api, user.email, password);
    const [header, payload, signature] = session.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'ADMIN' })).toString('base64url');

    const res = await me(`${header}.${forged}.${signature}`);

    expect(res.status).toBe(401);
    expect(res.body.code).toBe('INVALID_ACCESS_TOKEN');
  });

  it('refuses the token of a deleted account', async () => {
    const { user, auth } = await createUser(api);
    await api.context.db.deleteFrom('users').where('id', '=', user.id).execute();

    const res = await api.http.get('/api/iam/auth/me').set(auth);

    expect(res.status).toBe(401);
    expect(res.body.code).toBe('ACCOUNT_NOT_FOUND');
  });
});
