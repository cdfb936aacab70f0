import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-api.ts';
import { postRegistration, registrationFields, verificationTokenFor } from '../factories/auth.ts';
import { createPendingStudent, createUser } from '../factories/users.ts';

const HOUR = 60 * 60 * 1000;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** Registers a new student and returns their e-mail and the token of their verification mail. */
async function registeredStudent() {
  const fields = registrationFields();
  await postRegistration(api, fields).expect(201);
  const email = fields.email ?? '';
  return { email, token: await verificationTokenFor(api, email) };
}

const verify = (token: string) => api.http.get('/api/iam/public/auth/verify').query({ token });

async function isVerified(email: string) {
  const user = await api.context.db
    .selectFrom('users')
    .select('isVerified')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return user.isVerified;
}

describe('GET /api/iam/public/auth/verify', () => {
  it('verifies the e-mail with the link of the registration mail', async () => {
    const { email, token } = await registeredStudent();

    const res = await verify(token);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Votre adresse e-mail a été vérifiée.' });
    expect(await isVerified(email)).toBe(true);
  });

  it('stores only a SHA-256 hash of the token', async () => {
    const { token } = await registeredStudent();

    const stored = await api.context.db.selectFrom('emailVerificationTokens').select('tokenHash').execute();

    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
    expect(stored.every((row) => /^[a-f0-9]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('refuses a link used a second time', async () => {
    const { token } = await registeredStudent();
    await verify(token).expect(200);

    const res = await verify(token).set('Accept-Language', 'en');

    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'This verification link has already been used.',
      code: 'VERIFICATION_LINK_USED',
    });
  });

  it('still accepts a link just before 24 hours', async () => {
    const { token } = await registeredStudent();
    api.clock.advance(24 * HOUR - 1000);

    const res = await verify(token);

    expect(res.status).toBe(200);
  });

  it('refuses a link after 24 hours and leaves the e-mail unverified', async () => {
    const { email, token } = await registeredStudent();
    api.clock.advance(24 * HOUR + 1000);

    const res = await verify(token);

    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Ce lien de vérification a expiré. Demandez-en un nouveau.',
      code: 'VERIFICATION_LINK_EXPIRED',
    });
    expect(await isVerified(email)).toBe(false);
  });

  it('refuses an unknown token with the spec’s text', async () => {
    const res = await verify('not-a-real-token').set('Accept-Language', 'en');

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Invalid verification link.', code: 'VERIFICATION_LINK_INVALID' });
  });

  it('refuses a request without a token, in Arabic when asked', async () => {
    const res = await api.http.get('/api/iam/public/auth/verify').set('Accept-Language', 'ar');

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'رابط التحقق غير صالح.', code: 'VERIFICATION_LINK_INVALID' });
  });

  it('refuses a repeated token parameter without a 5xx', async () => {
    const res = await api.http.get('/api/iam/public/auth/verify?token=a&token=b');

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VERIFICATION_LINK_INVALID');
  });
});

describe('POST /api/iam/public/auth/resend-verification', () => {
  const NEUTRAL =
    'Si un compte non vérifié existe pour cette adresse, un nouveau lien de vérification vient d’être envoyé.';
  const resend = (email: string) => api.http.post('/api/iam/public/auth/resend-verification').send({ email });

  it('sends a new link that works, and the old unused link stops working', async () => {
    const { email, token: oldToken } = await registeredStudent();
    api.clock.advance(2 * 60 * 1000);

    const res = await resend(email.toUpperCase());

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: NEUTRAL });
    const newToken = await verificationTokenFor(api, email);
    expect(newToken).not.toBe(oldToken);
    await verify(oldToken).expect(400);
    await verify(newToken).expect(200);
  });

  it('gives the same answer for an unknown address and for a verified account, and sends nothing', async () => {
    const { user } = await createUser(api);
    const before = (await api.outbox()).length;

    const unknown = await resend('nobody@example.ma');
    const verified = await resend(user.email);

    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ success: true, message: NEUTRAL });
    expect(verified.body).toEqual(unknown.body);
    expect((await api.outbox()).length).toBe(before);
  });

  it('sends at most one link a minute to the same account', async () => {
    const { user } = await createPendingStudent(api);

    await resend(user.email).expect(200);
    await resend(user.email).expect(200);

    const mails = (await api.outbox()).filter((mail) => mail.to === user.email);
    expect(mails).toHaveLength(1);
  });

  it('asks for a valid e-mail address', async () => {
    const res = await api.http.post('/api/iam/public/auth/resend-verification').send({ email: 'nope' });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Adresse e-mail invalide', code: 'EMAIL_INVALID' });
  });
});
