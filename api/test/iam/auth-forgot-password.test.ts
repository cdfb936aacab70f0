import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-api.ts';
import { GENEROUS_MAIL_LIMITS, signIn } from '../factories/auth.ts';
import { createPendingStudent, createUser } from '../factories/users.ts';

const HOUR = 60 * 60 * 1000;
const NEUTRAL =
  'Si un compte existe pour cette adresse, un lien pour choisir un nouveau mot de passe vient d’être envoyé. Il est valable une heure.';
const NEW_PASSWORD = 'Nouveau-mot-2026';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(GENEROUS_MAIL_LIMITS);
});
afterAll(() => api.close());

const forgot = (email: unknown) => api.http.post('/api/iam/public/auth/forgot-password').send({ email });
const reset = (body: Record<string, unknown>) => api.http.post('/api/iam/public/auth/reset-password').send(body);

/** The token of the last reset link mailed to this address. */
async function resetTokenFor(email: string): Promise<string> {
  const mail = (await api.outbox()).filter((candidate) => candidate.to === email).at(-1);
  const link = mail?.links.find((candidate) => candidate.includes('/reset-password?token='));
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`No reset link was sent to ${email}`);
  return token;
}

async function mailsTo(email: string) {
  return (await api.outbox()).filter((mail) => mail.to === email);
}

describe('POST /api/iam/public/auth/forgot-password', () => {
  it('mails a reset link in the account’s language and answers neutrally', async () => {
    const { user } = await createUser(api, { language: 'ar' });

    const res = await forgot(user.email.toUpperCase());

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: NEUTRAL });
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('اختر كلمة مرور جديدة');
    expect(mail?.html).toContain('dir="rtl"');
    expect(mail?.links[0]).toMatch(/\/reset-password\?token=/);
  });

  it('answers an unknown address exactly as a known one, in the caller’s language, and mails nothing', async () => {
    const { user } = await createUser(api);
    const before = (await api.outbox()).length;

    const unknown = await forgot('personne@example.ma').set('Accept-Language', 'en');
    const known = await forgot(user.email).set('Accept-Language', 'en');

    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.body.message).toBe(
      'If an account exists for this address, a link to choose a new password has been sent. It is valid for one hour.',
    );
    expect((await api.outbox()).length).toBe(before + 1);
  });

  it('mails one link when two requests for one account are handled at once (its row is locked)', async () => {
    const { user } = await createUser(api);

    await Promise.all([forgot(user.email).expect(200), forgot(user.email.toUpperCase()).expect(200)]);

    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('stores only a SHA-256 hash of the token', async () => {
    const { user } = await createUser(api);
    await forgot(user.email).expect(200);
    const token = await resetTokenFor(user.email);

    const stored = await api.context.db
      .selectFrom('passwordResetTokens')
      .select('tokenHash')
      .where('userId', '=', user.id)
      .execute();

    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toMatch(/^[a-f0-9]{64}$/);
    expect(stored[0]?.tokenHash).not.toBe(token);
  });

  it('sends at most one link a minute to the same account; a later one replaces the earlier', async () => {
    const { user } = await createUser(api);
    await forgot(user.email).expect(200);
    await forgot(user.email).expect(200);
    expect(await mailsTo(user.email)).toHaveLength(1);
    const first = await resetTokenFor(user.email);

    api.clock.advance(2 * 60 * 1000);
    await forgot(user.email).expect(200);

    expect(await mailsTo(user.email)).toHaveLength(2);
    const second = await resetTokenFor(user.email);
    expect((await reset({ token: first, newPassword: NEW_PASSWORD })).body.code).toBe('RESET_LINK_INVALID');
    await reset({ token: second, newPassword: NEW_PASSWORD }).expect(200);
  });

  it('refuses a malformed or missing address in the caller’s language, without a 5xx', async () => {
    const missing = await api.http.post('/api/iam/public/auth/forgot-password').set('Accept-Language', 'ar');
    const malformed = await forgot('pas-une-adresse');
    const wrongType = await forgot(['a@example.ma']);

    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'البريد الإلكتروني مطلوب', code: 'EMAIL_REQUIRED' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ message: 'Adresse e-mail invalide', code: 'EMAIL_INVALID' });
    expect(wrongType.status).toBe(400);
  });
});

describe('POST /api/iam/public/auth/reset-password', () => {
  async function linkFor(overrides = {}) {
    const student = await createUser(api, overrides);
    api.clock.advance(2 * 60 * 1000);
    await forgot(student.user.email).expect(200);
    return { ...student, token: await resetTokenFor(student.user.email) };
  }

  it('sets the new password, ends every session and signs the caller in', async () => {
    const { user, password, token, refreshToken, auth } = await linkFor();

    const res = await reset({ token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Votre mot de passe a été changé. Vous êtes connecté.',
      approvalStatus: 'APPROVED',
      isApproved: true,
      user: { id: user.id, email: user.email },
    });
    expect(res.headers['cache-control']).toContain('no-store');
    // The new session works; the old ones and the old password do not.
    await api.http.get('/api/iam/auth/me').set('Authorization', `Bearer ${res.body.accessToken}`).expect(200);
    await api.http.get('/api/iam/auth/me').set(auth).expect(401);
    await api.http.post('/api/iam/public/auth/refresh').send({ refreshToken }).expect(401);
    await api.http.post('/api/iam/public/auth/login').send({ email: user.email, password }).expect(401);
    await signIn(api, user.email, NEW_PASSWORD);
  });

  it('refuses the link a second time', async () => {
    const { token } = await linkFor();
    await reset({ token, newPassword: NEW_PASSWORD }).expect(200);

    const again = await reset({ token, newPassword: 'Encore-un-autre-2026' }).set('Accept-Language', 'en');

    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      message: 'This password reset link has already been used. Please ask for a new one.',
      code: 'RESET_LINK_USED',
    });
  });

  it('accepts the link just before one hour and refuses it after', async () => {
    const early = await linkFor();
    const late = await linkFor();

    api.clock.advance(HOUR - 2 * 60 * 1000 - 1000);
    await reset({ token: early.token, newPassword: NEW_PASSWORD }).expect(200);
    api.clock.advance(2 * 60 * 1000 + 2000);
    const res = await reset({ token: late.token, newPassword: NEW_PASSWORD });

    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Ce lien de réinitialisation a expiré. Demandez-en un nouveau.',
      code: 'RESET_LINK_EXPIRED',
    });
    await signIn(api, late.user.email, late.password);
  });

  it('applies the change-password rules in the caller’s language, and the link stays good', async () => {
    const { token, password } = await linkFor();

    const short = await reset({ token, newPassword: 'court' }).set('Accept-Language', 'ar');
    const differ = await reset({ token, newPassword: NEW_PASSWORD, confirmPassword: 'autre chose' });
    const same = await reset({ token, newPassword: password }).set('Accept-Language', 'en');
    const missing = await reset({ token });

    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ message: 'يجب أن تحتوي كلمة المرور على 8 أحرف على الأقل.', code: 'NEW_PASSWORD_TOO_SHORT' });
    expect(differ.body).toMatchObject({ message: 'Les mots de passe ne correspondent pas', code: 'PASSWORDS_DO_NOT_MATCH' });
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({
      message: 'New password must be different from the current password.',
      code: 'NEW_PASSWORD_SAME_AS_CURRENT',
    });
    expect(missing.body).toMatchObject({ code: 'NEW_PASSWORD_REQUIRED' });
    await reset({ token, newPassword: NEW_PASSWORD }).expect(200);
  });

  it('refuses an unknown, missing or odd token without a 5xx', async () => {
    const unknown = await reset({ token: 'pas-un-vrai-jeton', newPassword: NEW_PASSWORD });
    const missing = await reset({ newPassword: NEW_PASSWORD }).set('Accept-Language', 'en');
    const odd = await reset({ token: { $ne: null }, newPassword: NEW_PASSWORD });
    const long = await reset({ token: 'x'.repeat(5000), newPassword: NEW_PASSWORD });

    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: 'Lien de réinitialisation invalide.', code: 'RESET_LINK_INVALID' });
    expect(missing.body).toMatchObject({ message: 'Invalid password reset link.', code: 'RESET_LINK_INVALID' });
    expect(odd.status).toBe(400);
    expect(long.status).toBe(400);
  });

  it('verifies an address not verified yet: the link proved the mailbox', async () => {
    const { user, token } = await linkFor({ approvalStatus: 'PENDING', isVerified: false, verifiedAt: null });

    const res = await reset({ token, newPassword: NEW_PASSWORD });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ approvalStatus: 'PENDING', isApproved: false, user: { isVerified: true } });
    const stored = await api.context.db.selectFrom('users').select('isVerified').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.isVerified).toBe(true);
  });
});

describe('forgot-password throttling, with MAILS_PER_EMAIL_PER_HOUR=2 and MAILS_PER_ADDRESS_PER_HOUR=4', () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await startTestApi({ MAILS_PER_EMAIL_PER_HOUR: '2', MAILS_PER_ADDRESS_PER_HOUR: '4' });
  });
  afterAll(() => limited.close());

  it('answers alike past the budget for one e-mail and mails nothing more; refuses the client address past its own, saying when to retry', async () => {
    const { user } = await createPendingStudent(limited);
    const ask = (email: string) =>
      limited.http.post('/api/iam/public/auth/forgot-password').set('Accept-Language', 'en').send({ email });
    const mailsToUser = async () => (await limited.outbox()).filter((mail) => mail.to === user.email).length;

    // Each link mailed before the next request, past the one-a-minute rule: only the budget decides.
    const first = await ask(user.email);
    const mailedFirst = await mailsToUser();
    limited.clock.advance(2 * 60 * 1000);
    await ask(user.email).expect(200);
    const mailedSecond = await mailsToUser();
    limited.clock.advance(2 * 60 * 1000);
    const sameEmail = await ask(user.email);
    const otherEmail = await ask('someone@example.ma');
    const exhausted = await ask('someone-else@example.ma');

    expect(sameEmail.status).toBe(200);
    expect(sameEmail.body).toEqual(first.body);
    expect([mailedFirst, mailedSecond, await mailsToUser()]).toEqual([1, 2, 2]);
    expect(otherEmail.status).toBe(200);
    expect(exhausted.status).toBe(429);
    expect(exhausted.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(exhausted.headers['retry-after'])).toBeGreaterThan(0);
  });
});
