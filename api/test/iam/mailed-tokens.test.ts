import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-api.ts';
import { GENEROUS_MAIL_LIMITS, postRegistration, registrationFields, verificationTokenFor } from '../factories/auth.ts';
import { createPendingStudent, createUser } from '../factories/users.ts';
import { withoutCounterPruning } from '../abuse/counter-pruning.ts';

// Verification and reset links are one kind of thing (api/src/iam/mailed-tokens): the same rules hold for both.

const HOUR = 60 * 60 * 1000;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(GENEROUS_MAIL_LIMITS);
});
afterAll(() => api.close());

async function resetTokenFor(email: string): Promise<string> {
  const mail = (await api.outbox()).filter((candidate) => candidate.to === email).at(-1);
  const link = mail?.links.find((candidate) => candidate.includes('/reset-password?token='));
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`No reset link was sent to ${email}`);
  return token;
}

describe('mailed single-use links', () => {
  it('refuses a verification link from the very moment its 24 hours end', async () => {
    const fields = registrationFields();
    await postRegistration(api, fields).expect(201);
    const token = await verificationTokenFor(api, fields.email ?? '');
    api.clock.advance(24 * HOUR);

    const res = await api.http.get('/api/iam/public/auth/verify').query({ token }).set('Accept-Language', 'en');

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VERIFICATION_LINK_EXPIRED' });
  });

  it('refuses a reset link from the very moment its hour ends', async () => {
    const { user } = await createUser(api);
    await api.http.post('/api/iam/public/auth/forgot-password').send({ email: user.email }).expect(200);
    const token = await resetTokenFor(user.email);
    api.clock.advance(HOUR);

    const res = await api.http
      .post('/api/iam/public/auth/reset-password')
      .send({ token, newPassword: 'Nouveau-mot-2026' });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'RESET_LINK_EXPIRED' });
  });

  it.each(['/api/iam/public/auth/resend-verification', '/api/iam/public/auth/forgot-password'])(
    '%s takes the same path for an unknown address as for an account’s, reading no account while the caller waits',
    async (path) => {
      const { user } = await createPendingStudent(api);
      const statementsOf = async (email: string) => {
        const from = api.statements.length;
        await api.http.post(path).send({ email }).expect(200);
        return withoutCounterPruning(api.statements.slice(from));
      };

      const known = await statementsOf(user.email);
      const unknown = await statementsOf(`personne-${user.id}@example.ma`);

      expect(unknown).toEqual(known);
      expect(known.join('\n')).not.toMatch(/from "users"/);
      expect((await api.outbox()).filter((mail) => mail.to === user.email)).toHaveLength(1);
    },
  );

  it.each(['/api/iam/public/auth/resend-verification', '/api/iam/public/auth/forgot-password'])(
    '%s sent with no body asks for the address',
    async (path) => {
      const res = await api.http.post(path).set('Accept-Language', 'en');

      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'EMAIL_REQUIRED', message: 'Email is required' });
    },
  );
});
