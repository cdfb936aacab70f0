import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-api.ts';
import { GENEROUS_MAIL_LIMITS, postRegistration, registrationFields, signIn, verificationTokenFor } from '../factories/auth.ts';
import { createAgent, createPendingStudent, createUser } from '../factories/users.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(GENEROUS_MAIL_LIMITS);
});
afterAll(() => api.close());

const changeEmail = (auth: { Authorization: string }, email: unknown) =>
  api.http.post('/api/iam/auth/change-email').set(auth).send({ email });
const verify = (token: string) => api.http.get('/api/iam/public/auth/verify').query({ token });

/** A student who registered with a mistyped address, signed in. */
async function mistypedStudent() {
  const fields = registrationFields({ email: `salma.typo-${Date.now()}@exmaple.ma` });
  await postRegistration(api, fields).expect(201);
  const email = fields.email ?? '';
  const oldToken = await verificationTokenFor(api, email);
  const session = await signIn(api, email, fields.password ?? '');
  return { email, oldToken, auth: { Authorization: `Bearer ${session.accessToken}` } };
}

describe('POST /api/iam/auth/change-email', () => {
  it('moves an unverified account to the corrected address: the new link works there, the old one no more', async () => {
    const { email, oldToken, auth } = await mistypedStudent();
    const corrected = email.replace('exmaple', 'example');

    const res = await changeEmail(auth, corrected.toUpperCase());

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Adresse e-mail modifiée. Un nouveau lien de vérification y a été envoyé.',
      data: { email: corrected, isVerified: false },
    });
    const newToken = await verificationTokenFor(api, corrected);
    expect((await verify(oldToken)).body.code).toBe('VERIFICATION_LINK_INVALID');
    await verify(newToken).expect(200);
    const me = await api.http.get('/api/iam/auth/me').set(auth).expect(200);
    expect(me.body.data).toMatchObject({ email: corrected, isVerified: true });
  });

  it('refuses an address another account has, in the caller’s language', async () => {
    const { auth } = await mistypedStudent();
    const { user: other } = await createUser(api);

    const res = await changeEmail(auth, other.email).set('Accept-Language', 'en');

    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'An account already exists with this email address.', code: 'EMAIL_TAKEN' });
  });

  it('refuses an account whose address is verified already', async () => {
    const { auth } = await createPendingStudent(api, { isVerified: true, verifiedAt: new Date() });

    const res = await changeEmail(auth, 'nouvelle@example.ma');

    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Cette adresse e-mail est déjà vérifiée.', code: 'EMAIL_ALREADY_VERIFIED' });
  });

  it('refuses staff and visitors', async () => {
    const { auth } = await createAgent(api);

    await changeEmail(auth, 'agent2@example.ma').expect(403);
    await api.http.post('/api/iam/auth/change-email').send({ email: 'x@example.ma' }).expect(401);
  });

  it('validates the address in the caller’s language, without a 5xx', async () => {
    const { auth } = await createPendingStudent(api);

    const malformed = await changeEmail(auth, 'pas-une-adresse').set('Accept-Language', 'ar');
    const missing = await api.http.post('/api/iam/auth/change-email').set(auth).send({});
    const wrongType = await changeEmail(auth, 42);

    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ message: 'عنوان البريد الإلكتروني غير صالح', code: 'EMAIL_INVALID' });
    expect(missing.body).toMatchObject({ code: 'EMAIL_REQUIRED' });
    expect(wrongType.status).toBe(400);
  });
});

describe('change-email throttling, with MAILS_PER_EMAIL_PER_HOUR=1', () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await startTestApi({ MAILS_PER_EMAIL_PER_HOUR: '1' });
  });
  afterAll(() => limited.close());

  it('mails one address at most that often from one client: the public form then answers alike and mails nothing, a change is refused', async () => {
    const first = await createPendingStudent(limited);
    const second = await createPendingStudent(limited);
    const target = 'cible@example.ma';
    const mailsToTarget = async () => (await limited.outbox()).filter((mail) => mail.to === target).length;

    await limited.http.post('/api/iam/auth/change-email').set(first.auth).send({ email: target }).expect(200);
    const mailedByChange = await mailsToTarget();
    // Past the one-link-a-minute rule: only the budget keeps the resend from mailing.
    limited.clock.advance(2 * 60 * 1000);
    const res = await limited.http.post('/api/iam/public/auth/resend-verification').send({ email: target });
    const again = await limited.http.post('/api/iam/auth/change-email').set(second.auth).send({ email: target });

    expect(res.status).toBe(200);
    expect([mailedByChange, await mailsToTarget()]).toEqual([1, 1]);
    expect(again.status).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });
});
