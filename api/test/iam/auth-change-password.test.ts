import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-api.ts';
import { createAgent, createPendingStudent, createUser } from '../factories/users.ts';
import { signIn } from '../factories/auth.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function signedInStudent() {
  const { user, password } = await createUser(api);
  return { user, password, session: await signIn(api, user.email, password) };
}

const changePassword = (accessToken: string, body: object) =>
  api.http.post('/api/iam/auth/change-password').set('Authorization', `Bearer ${accessToken}`).send(body);

describe('POST /api/iam/auth/change-password', () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const { user, password, session } = await signedInStudent();

    const res = await changePassword(session.accessToken, {
      currentPassword: password,
      newPassword: 'NouveauMotDePasse9',
    });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Mot de passe changé avec succès.' });
    await api.http.post('/api/iam/public/auth/login').send({ email: user.email, password }).expect(401);
    await api.http
      .post('/api/iam/public/auth/login')
      .send({ email: user.email, password: 'NouveauMotDePasse9' })
      .expect(200);
  });

  it('answers the spec’s English text', async () => {
    const { password, session } = await signedInStudent();

    const res = await changePassword(session.accessToken, {
      currentPassword: password,
      newPassword: 'AnotherPassword7',
    }).set('Accept-Language', 'en');

    expect(res.body.message).toBe('Password changed successfully.');
  });

  it('ends the other sessions and the old refresh token, and hands the caller a fresh pair', async () => {
    const { user, password, session } = await signedInStudent();
    const otherDevice = await signIn(api, user.email, password);

    const res = await changePassword(session.accessToken, {
      currentPassword: password,
      newPassword: 'NouveauMotDePasse9',
    });

    await api.http
      .post('/api/iam/public/auth/refresh')
      .send({ refreshToken: session.refreshToken })
      .expect(401);
    await api.http
      .post('/api/iam/public/auth/refresh')
      .send({ refreshToken: otherDevice.refreshToken })
      .expect(401);
    await api.http
      .post('/api/iam/public/auth/refresh')
      .send({ refreshToken: res.body.refreshToken })
      .expect(200);
    await api.http.get('/api/iam/auth/me').set('Authorization', `Bearer ${res.body.accessToken}`).expect(200);
  });

  it('refuses a wrong current password with a 400 and keeps the password', async () => {
    const { user, password, session } = await signedInStudent();

    const res = await changePassword(session.accessToken, {
      currentPassword: 'NotMyPassword1',
      newPassword: 'NouveauMotDePasse9',
    });

    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Le mot de passe actuel est incorrect.',
      code: 'CURRENT_PASSWORD_INCORRECT',
      fields: { currentPassword: 'Le mot de passe actuel est incorrect.' },
    });
    await api.http.post('/api/iam/public/auth/login').send({ email: user.email, password }).expect(200);
  });

  it('counts wrong current passwords as failed sign-ins: after 5, even the right one waits', async () => {
    const { password, session } = await signedInStudent();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await changePassword(session.accessToken, {
        currentPassword: 'Guess12345',
        newPassword: 'NouveauMotDePasse9',
      }).expect(400);
    }

    const res = await changePassword(session.accessToken, {
      currentPassword: password,
      newPassword: 'NouveauMotDePasse9',
    });

    expect(res.status).toBe(429);
    expect(res.body.code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
  });

  it('refuses a new password under 8 characters, in French and in English', async () => {
    const { password, session } = await signedInStudent();

    const french = await changePassword(session.accessToken, {
      currentPassword: password,
      newPassword: 'court',
    });
    const english = await changePassword(session.accessToken, {
      currentPassword: password,
      newPassword: 'short',
    }).set('Accept-Language', 'en');

    expect(french.status).toBe(400);
    expect(french.body.message).toBe('Le mot de passe doit contenir au moins 8 caractères.');
    expect(english.body).toMatchObject({
      message: 'Password must be at least 8 characters.',
      code: 'NEW_PASSWORD_TOO_SHORT',
    });
  });

  it('refuses a new password equal to the current one, in French and in English', async () => {
    const { password, session } = await signedInStudent();

    const french = await changePassword(session.accessToken, {
      currentPassword: password,
      newPassword: password,
    });
    const english = await changePassword(session.accessToken, {
      currentPassword: password,
      newPassword: password,
    }).set('Accept-Language', 'en');

    expect(french.status).toBe(400);
    expect(french.body.message).toBe('Le nouveau mot de passe doit être différent du mot de passe actuel.');
    expect(english.body.message).toBe('New password must be different from the current password.');
  });

  it('refuses a confirmation that does not match, with the spec’s texts', async () => {
    const { password, session } = await signedInStudent();

    const res = await changePassword(session.accessToken, {
      currentPassword: password,
      newPassword: 'NouveauMotDePasse9',
      confirmPassword: 'Autre',
    }).set('Accept-Language', 'en');

    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Passwords do not match.');
  });

  it('requires both passwords', async () => {
    const { session } = await signedInStudent();

    const res = await changePassword(session.accessToken, {});

    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      currentPassword: 'Le mot de passe actuel est requis.',
      newPassword: 'Le nouveau mot de passe est requis.',
    });
  });

  it('refuses a student who is not approved yet, or rejected (they may only log out)', async () => {
    const pending = await createPendingStudent(api, { isVerified: true });
    const rejected = await createUser(api, { approvalStatus: 'REJECTED' });

    const answers = await Promise.all(
      [pending, rejected].map((student) =>
        changePassword(student.token, {
          currentPassword: student.password,
          newPassword: 'NouveauMotDePasse9',
        }),
      ),
    );

    expect(answers.map((res) => res.status)).toEqual([403, 403]);
    expect(answers[0]?.body).toEqual({
      message: 'Votre compte n’est pas encore approuvé.',
      code: 'ACCOUNT_NOT_APPROVED',
    });
  });

  it('lets an agent change their password', async () => {
    const agent = await createAgent(api);

    const res = await changePassword(agent.token, {
      currentPassword: agent.password,
      newPassword: 'NouveauMotDePasse9',
    });

    expect(res.status).toBe(200);
  });

  it('refuses a visitor and an expired access token', async () => {
    const { password, session } = await signedInStudent();
    const visitor = await api.http
      .post('/api/iam/auth/change-password')
      .send({ currentPassword: password, newPassword: 'NouveauMotDePasse9' });
    api.clock.advance(15 * 60 * 1000 + 1000);

    const expired = await changePassword(session.accessToken, {
      currentPassword: password,
      newPassword: 'NouveauMotDePasse9',
    });

    expect(visitor.status).toBe(401);
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('INVALID_ACCESS_TOKEN');
  });
});
