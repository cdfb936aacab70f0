import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { challengedAnswerSchema, factorEnrolmentAnswerSchema, signedInAnswerSchema } from '#api/contract.ts';
import { totpCodeOfStep, totpStep } from '#api/iam/factors/totp.ts';
import { startTestApi, type TestApi } from '../test-api.ts';
import { GENEROUS_MAIL_LIMITS, signIn, signInEnrolling } from '../factories/auth.ts';
import { createSoftwarePasskey } from '../factories/software-passkey.ts';
import {
  createAdmin,
  createAgent,
  createUser,
  totpCode,
  withTotp,
  type TestUser,
} from '../factories/users.ts';

// Second factors over HTTP (docs/security.md, "Second factors"): TOTP and passkeys, recovery codes,
// the staff's required enrolment, the reset path and the ADMIN's reset.

const STEP_MS = 30_000;
const ORIGIN = 'https://bourses.example.ma';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ ...GENEROUS_MAIL_LIMITS, PUBLIC_WEB_URL: `${ORIGIN}/` });
});
afterAll(() => api.close());

const login = (user: TestUser, password = user.password) =>
  api.http.post('/api/iam/public/auth/login').send({ email: user.user.email, password });
const complete = (body: Record<string, unknown>) =>
  api.http.post('/api/iam/public/auth/complete-sign-in').send(body);

/** The problems of an answer against the contract the bff parses it with, strictly. */
const contractProblems = (schema: z.ZodObject, body: unknown) =>
  schema.strict().safeParse(body).error?.issues ?? [];

/** The challenge a right password answers for this account. */
async function challengeOf(user: TestUser): Promise<string> {
  const res = await login(user).expect(200);
  expect(res.body.challenge).toEqual(expect.any(String));
  return res.body.challenge;
}

/** The code of the step `steps` away from now on the api's clock. */
const codeSteps = (secret: string, steps: number) =>
  totpCodeOfStep(secret, totpStep(api.clock.now()) + steps);

/** The reset link's token last mailed to this address. */
async function resetTokenFor(email: string): Promise<string> {
  await api.http.post('/api/iam/public/auth/forgot-password').send({ email }).expect(200);
  const mail = (await api.outbox()).filter((candidate) => candidate.to === email).at(-1);
  const link = mail?.links.find((candidate) => candidate.includes('/reset-password?token='));
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`No reset link was sent to ${email}`);
  return token;
}

describe('an authenticator app (TOTP)', () => {
  it('is added by a signed-in student with a code it shows, then asked for at each sign-in, and answers the tokens', async () => {
    const student = await createUser(api);

    const started = await api.http.post('/api/iam/auth/factors/totp').set(student.auth).expect(200);
    const { secret, uri, qrCode } = started.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Bourses:${encodeURIComponent(student.user.email)}?issuer=Bourses&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    expect(started.headers['cache-control']).toBe('no-store');

    const confirmed = await api.http
      .post('/api/iam/auth/factors/totp/confirm')
      .set(student.auth)
      .send({ code: totpCode(api, secret) })
      .expect(200);
    expect(confirmed.body.data).toMatchObject({
      factor: { kind: 'TOTP', name: 'Application d’authentification', lastUsedAt: null },
      accessToken: null,
      refreshToken: null,
      user: null,
    });
    expect(confirmed.body.data.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.data.recoveryCodes).size).toBe(10);
    expect(contractProblems(factorEnrolmentAnswerSchema, confirmed.body.data)).toEqual([]);

    const listed = await api.http.get('/api/iam/auth/factors').set(student.auth).expect(200);
    expect(listed.body.data).toEqual({
      factors: [expect.objectContaining({ id: confirmed.body.data.factor.id, kind: 'TOTP' })],
      recoveryCodesLeft: 10,
    });
    const me = await api.http.get('/api/iam/auth/me').set(student.auth).expect(200);
    expect(me.body.data.secondFactorEnabled).toBe(true);

    const res = await login(student).expect(200);
    expect(res.body).toMatchObject({
      success: true,
      secondFactorRequired: true,
      enrolmentRequired: false,
      secondFactors: ['TOTP'],
      message: 'Mot de passe correct. Confirmez votre connexion avec votre seconde étape.',
    });
    expect(res.body).not.toHaveProperty('accessToken');
    expect(res.body).not.toHaveProperty('refreshToken');
    expect(contractProblems(challengedAnswerSchema, res.body)).toEqual([]);
    expect(new Date(res.body.challengeExpiresAt).getTime() - api.clock.now().getTime()).toBe(5 * 60 * 1000);

    // The confirmation's code was accepted once: the next code is the one of the next step.
    api.clock.advance(STEP_MS);
    const signedIn = await complete({ challenge: res.body.challenge, code: totpCode(api, secret) }).expect(
      200,
    );
    expect(signedIn.body).toMatchObject({
      success: true,
      secondFactorRequired: false,
      enrolmentRequired: false,
      approvalStatus: 'APPROVED',
      user: { id: student.user.id, secondFactorEnabled: true },
    });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(contractProblems(signedInAnswerSchema, signedIn.body)).toEqual([]);
    await api.http
      .get('/api/iam/auth/me')
      .set('Authorization', `Bearer ${signedIn.body.accessToken}`)
      .expect(200);
  });

  it('refuses a code accepted once, and one of an earlier step', async () => {
    const student = await withTotp(api, await createUser(api));
    const code = totpCode(api, student.totpSecret);
    await complete({ challenge: await challengeOf(student), code }).expect(200);

    const replayed = await complete({ challenge: await challengeOf(student), code });
    const earlier = await complete({
      challenge: await challengeOf(student),
      code: codeSteps(student.totpSecret, -1),
    });

    expect(replayed.status).toBe(401);
    expect(replayed.body.code).toBe('SECOND_FACTOR_INVALID');
    expect(earlier.status).toBe(401);
    expect(earlier.body.code).toBe('SECOND_FACTOR_INVALID');
  });

  it('tolerates one step of clock drift either way, not two', async () => {
    const student = await withTotp(api, await createUser(api));
    const challenge = await challengeOf(student);

    const twoBehind = await complete({ challenge, code: codeSteps(student.totpSecret, -2) });
    const twoAhead = await complete({ challenge, code: codeSteps(student.totpSecret, 2) });
    const oneBehind = await complete({ challenge, code: codeSteps(student.totpSecret, -1) });
    const oneAhead = await complete({
      challenge: await challengeOf(student),
      code: codeSteps(student.totpSecret, 1),
    });

    expect([twoBehind.status, twoAhead.status]).toEqual([401, 401]);
    expect(oneBehind.status).toBe(200);
    expect(oneAhead.status).toBe(200);
  });

  it('ends the challenge at the fifth wrong code, and counts them as failed sign-ins of this address', async () => {
    const student = await withTotp(api, await createUser(api));
    const challenge = await challengeOf(student);
    const wrong = codeSteps(student.totpSecret, 5);

    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push(await complete({ challenge, code: wrong }));
    const right = await complete({ challenge, code: totpCode(api, student.totpSecret) });

    expect(answers.map((answer) => answer.body.code)).toEqual([
      ...Array(4).fill('SECOND_FACTOR_INVALID'),
      'SECOND_FACTOR_ATTEMPTS_EXHAUSTED',
    ]);
    expect(answers.every((answer) => answer.status === 401)).toBe(true);
    expect(right.status).toBe(401);
    expect(right.body.code).toBe('SIGN_IN_CHALLENGE_INVALID');
    // Five failures lock this address out of the account, as five wrong passwords would.
    expect((await login(student)).status).toBe(429);
  });

  it('refuses an expired challenge', async () => {
    const student = await withTotp(api, await createUser(api));
    const challenge = await challengeOf(student);

    api.clock.advance(5 * 60 * 1000 + 1000);
    const res = await complete({ challenge, code: totpCode(api, student.totpSecret) });

    expect(res.status).toBe(401);
    expect(res.body.code).toBe('SIGN_IN_CHALLENGE_INVALID');
    expect(res.body.message).toBe('Cette connexion a expiré ou n’est plus valable. Reconnectez-vous.');
  });

  it('leaves expired challenges to the hourly purge, and live ones alone', async () => {
    const student = await withTotp(api, await createUser(api));
    await challengeOf(student);
    api.clock.advance(5 * 60 * 1000 + 1000);
    await challengeOf(student);

    const outcomes = await api.runPeriodicJob('expired-rows-purge', api.clock.now());

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['completed']);
    const left = await api.context.db
      .selectFrom('signInChallenges')
      .select('expiresAt')
      .where('userId', '=', student.user.id)
      .execute();
    expect(left).toHaveLength(1);
    expect(left[0]?.expiresAt.getTime()).toBeGreaterThan(api.clock.now().getTime());
  });

  it('takes exactly one answer, and refuses an unknown challenge', async () => {
    const student = await withTotp(api, await createUser(api));
    const challenge = await challengeOf(student);

    const two = await complete({ challenge, code: '123456', recoveryCode: 'abcd-efgh-jkmn' });
    const none = await complete({ challenge });
    const unknown = await complete({ challenge: 'not-a-challenge', code: totpCode(api, student.totpSecret) });

    expect(two.status).toBe(400);
    expect(two.body.code).toBe('SECOND_FACTOR_ANSWER_REQUIRED');
    expect(none.status).toBe(400);
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe('SIGN_IN_CHALLENGE_INVALID');
  });
});

describe('recovery codes', () => {
  it('each signs in once, in any case and with or without dashes', async () => {
    const student = await createUser(api);
    const { secret } = (await api.http.post('/api/iam/auth/factors/totp').set(student.auth).expect(200)).body
      .data;
    const confirmed = await api.http
      .post('/api/iam/auth/factors/totp/confirm')
      .set(student.auth)
      .send({ code: totpCode(api, secret) })
      .expect(200);
    const [first, second] = confirmed.body.data.recoveryCodes as string[];
    if (!first || !second) throw new Error('No recovery codes');

    const used = await complete({ challenge: await challengeOf(student), recoveryCode: first });
    const again = await complete({ challenge: await challengeOf(student), recoveryCode: first });
    const typed = await complete({
      challenge: await challengeOf(student),
      recoveryCode: second.replace(/-/g, '').toUpperCase(),
    });

    expect(used.status).toBe(200);
    expect(used.body.accessToken).toEqual(expect.any(String));
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('SECOND_FACTOR_INVALID');
    expect(typed.status).toBe(200);
    const listed = await api.http.get('/api/iam/auth/factors').set(student.auth).expect(200);
    expect(listed.body.data.recoveryCodesLeft).toBe(8);
  });
});

describe('passkeys', () => {
  it('are added with the browser’s answer and sign in with the passkey prompt’s', async () => {
    const student = await createUser(api);
    const passkey = createSoftwarePasskey();

    const options = (await api.http.post('/api/iam/auth/factors/passkey').set(student.auth).expect(200)).body
      .data;
    expect(options).toMatchObject({
      rp: { id: 'bourses.example.ma', name: 'Bourses' },
      user: { name: student.user.email },
      attestation: 'none',
    });
    const added = await api.http
      .post('/api/iam/auth/factors/passkey/confirm')
      .set(student.auth)
      .send({ response: JSON.stringify(passkey.register(options, ORIGIN)), name: 'Téléphone' })
      .expect(200);
    expect(added.body.data.factor).toMatchObject({ kind: 'PASSKEY', name: 'Téléphone' });
    expect(added.body.data.recoveryCodes).toHaveLength(10);

    const res = await login(student).expect(200);
    expect(res.body).toMatchObject({ secondFactorRequired: true, secondFactors: ['PASSKEY'] });
    const prompt = await api.http
      .post('/api/iam/public/auth/passkey-options')
      .send({ challenge: res.body.challenge })
      .expect(200);
    expect(prompt.body.data).toMatchObject({
      rpId: 'bourses.example.ma',
      allowCredentials: [{ id: passkey.credentialId }],
    });
    const answer = passkey.authenticate(prompt.body.data, ORIGIN);

    const signedIn = await complete({
      challenge: res.body.challenge,
      passkey: JSON.stringify(answer),
    }).expect(200);
    expect(signedIn.body.user.id).toBe(student.user.id);
    const [factor] = (await api.http.get('/api/iam/auth/factors').set(student.auth).expect(200)).body.data
      .factors;
    expect(factor.lastUsedAt).not.toBeNull();

    // The same answer for another sign-in: signed for the other prompt, it opens nothing.
    const replay = await login(student).expect(200);
    await api.http
      .post('/api/iam/public/auth/passkey-options')
      .send({ challenge: replay.body.challenge })
      .expect(200);
    const replayed = await complete({ challenge: replay.body.challenge, passkey: answer });
    expect(replayed.status).toBe(401);
    expect(replayed.body.code).toBe('SECOND_FACTOR_INVALID');
  });

  it('refuses an answer made on another site', async () => {
    const student = await createUser(api);
    const passkey = createSoftwarePasskey();
    const options = (await api.http.post('/api/iam/auth/factors/passkey').set(student.auth).expect(200)).body
      .data;

    const elsewhere = await api.http
      .post('/api/iam/auth/factors/passkey/confirm')
      .set(student.auth)
      .send({ response: passkey.register(options, 'https://bourses-example.ma') });
    const malformed = await api.http
      .post('/api/iam/auth/factors/passkey/confirm')
      .set(student.auth)
      .send({ response: '{"id":' });

    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.code).toBe('PASSKEY_RESPONSE_INVALID');
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('PASSKEY_RESPONSE_INVALID');
  });

  it('takes a garbled or foreign answer at sign-in as a wrong one', async () => {
    const student = await createUser(api);
    const passkey = createSoftwarePasskey();
    const options = (await api.http.post('/api/iam/auth/factors/passkey').set(student.auth).expect(200)).body
      .data;
    await api.http
      .post('/api/iam/auth/factors/passkey/confirm')
      .set(student.auth)
      .send({ response: passkey.register(options, ORIGIN) })
      .expect(200);
    const { challenge } = (await login(student).expect(200)).body;
    const prompt = (
      await api.http.post('/api/iam/public/auth/passkey-options').send({ challenge }).expect(200)
    ).body.data;

    const answer = passkey.authenticate(prompt, ORIGIN);
    const garbled = await complete({
      challenge,
      passkey: { ...answer, response: { ...answer.response, signature: 'AAAA' } },
    });
    const foreign = await complete({
      challenge,
      passkey: createSoftwarePasskey().authenticate(prompt, ORIGIN),
    });
    const notJson = await complete({ challenge, passkey: '{"id":' });
    const right = await complete({ challenge, passkey: answer });

    expect([garbled.status, foreign.status, notJson.status]).toEqual([401, 401, 401]);
    expect(garbled.body.code).toBe('SECOND_FACTOR_INVALID');
    expect(right.status).toBe(200);
  });
});

describe('staff without a second factor', () => {
  it('get an enrolment challenge that reaches nothing else, and enrolment signs them in', async () => {
    const agent = await createAgent(api);

    const res = await login(agent).expect(200);
    expect(res.body).toMatchObject({
      secondFactorRequired: false,
      enrolmentRequired: true,
      secondFactors: [],
      message: expect.stringContaining('ajoutez une application d’authentification ou une clé d’accès'),
    });
    expect(res.body).not.toHaveProperty('accessToken');
    const { challenge } = res.body;

    const asToken = await api.http.get('/api/iam/users').set('Authorization', `Bearer ${challenge}`);
    const withoutToken = await api.http.get('/api/iam/users');
    const asSignIn = await complete({ challenge, code: '123456' });
    expect(asToken.status).toBe(401);
    expect(withoutToken.status).toBe(401);
    expect(asSignIn.status).toBe(401);
    expect(asSignIn.body.code).toBe('SIGN_IN_CHALLENGE_INVALID');

    const { secret } = (
      await api.http.post('/api/iam/public/auth/enrolment/totp').send({ challenge }).expect(200)
    ).body.data;
    const enrolled = await api.http
      .post('/api/iam/public/auth/enrolment/totp/confirm')
      .send({ challenge, code: totpCode(api, secret) })
      .expect(200);
    expect(enrolled.body.data).toMatchObject({
      factor: { kind: 'TOTP' },
      user: { id: agent.user.id, role: 'AGENT', secondFactorEnabled: true },
    });
    expect(enrolled.body.data.recoveryCodes).toHaveLength(10);
    await api.http
      .get('/api/iam/users')
      .set('Authorization', `Bearer ${enrolled.body.data.accessToken}`)
      .expect(200);

    // Spent: the same challenge adds nothing more, and the next sign-in asks for the factor.
    const again = await api.http.post('/api/iam/public/auth/enrolment/totp').send({ challenge });
    expect(again.status).toBe(401);
    expect((await login(agent).expect(200)).body).toMatchObject({
      secondFactorRequired: true,
      secondFactors: ['TOTP'],
    });
  });

  it('may enrol a passkey instead', async () => {
    const admin = await createAdmin(api);
    const passkey = createSoftwarePasskey();
    const { challenge } = (await login(admin).expect(200)).body;

    const options = (
      await api.http.post('/api/iam/public/auth/enrolment/passkey').send({ challenge }).expect(200)
    ).body.data;
    const enrolled = await api.http
      .post('/api/iam/public/auth/enrolment/passkey/confirm')
      .send({ challenge, response: JSON.stringify(passkey.register(options, ORIGIN)) })
      .expect(200);

    expect(enrolled.body.data.factor).toMatchObject({ kind: 'PASSKEY', name: 'Clé d’accès' });
    await api.http
      .get('/api/admin/audit')
      .set('Authorization', `Bearer ${enrolled.body.data.accessToken}`)
      .expect(200);
  });

  it('never get an enrolment next to an existing factor with a password alone', async () => {
    const agent = await withTotp(api, await createAgent(api));
    const { challenge } = (await login(agent).expect(200)).body;

    const res = await api.http.post('/api/iam/public/auth/enrolment/totp').send({ challenge });

    expect(res.status).toBe(401);
    expect(res.body.code).toBe('SIGN_IN_CHALLENGE_INVALID');
  });

  it('sign in over HTTP once enrolled (the factories’ path)', async () => {
    const agent = await createAgent(api);
    const first = await signInEnrolling(api, agent.user.email, agent.password);
    api.clock.advance(STEP_MS);

    const again = await signIn(api, agent.user.email, agent.password, first.totpSecret);

    expect(again.user.id).toBe(agent.user.id);
  });
});

describe('the password reset', () => {
  it('sets the password but answers a challenge, not tokens, when the account has a factor', async () => {
    const student = await withTotp(api, await createUser(api));
    const token = await resetTokenFor(student.user.email);

    const res = await api.http
      .post('/api/iam/public/auth/reset-password')
      .send({ token, newPassword: 'Dune-Caravane-2031' })
      .expect(200);

    expect(res.body).toMatchObject({
      secondFactorRequired: true,
      secondFactors: ['TOTP'],
      challenge: expect.any(String),
    });
    expect(res.body).not.toHaveProperty('accessToken');
    await complete({ challenge: res.body.challenge, code: totpCode(api, student.totpSecret) }).expect(200);
    expect((await login(student, 'Dune-Caravane-2031')).body.secondFactorRequired).toBe(true);
  });

  it('answers staff without a factor an enrolment challenge', async () => {
    const agent = await createAgent(api);
    const token = await resetTokenFor(agent.user.email);

    const res = await api.http
      .post('/api/iam/public/auth/reset-password')
      .send({ token, newPassword: 'Dune-Caravane-2031' })
      .expect(200);

    expect(res.body).toMatchObject({ enrolmentRequired: true, secondFactorRequired: false });
    expect(res.body).not.toHaveProperty('accessToken');
  });
});

describe('removing a factor', () => {
  it('turns two-step sign-in off for a student, with their recovery codes', async () => {
    const student = await withTotp(api, await createUser(api));
    const [factor] = (await api.http.get('/api/iam/auth/factors').set(student.auth).expect(200)).body.data
      .factors;

    const res = await api.http.delete(`/api/iam/auth/factors/${factor.id}`).set(student.auth).expect(200);

    expect(res.body).toEqual({ success: true, message: 'La seconde étape a été retirée.' });
    expect((await login(student).expect(200)).body.accessToken).toEqual(expect.any(String));
  });

  it('keeps the last factor of staff, and needs a recent authentication', async () => {
    const agent = await withTotp(api, await createAgent(api));
    const [factor] = (await api.http.get('/api/iam/auth/factors').set(agent.auth).expect(200)).body.data
      .factors;
    const student = await withTotp(api, await createUser(api));
    const [studentFactor] = (await api.http.get('/api/iam/auth/factors').set(student.auth).expect(200)).body
      .data.factors;

    const last = await api.http.delete(`/api/iam/auth/factors/${factor.id}`).set(agent.auth);
    const someoneElses = await api.http.delete(`/api/iam/auth/factors/${studentFactor.id}`).set(agent.auth);
    api.clock.advance(11 * 60 * 1000);
    const late = await api.http.delete(`/api/iam/auth/factors/${studentFactor.id}`).set(student.auth);
    const lateEnrolment = await api.http.post('/api/iam/auth/factors/totp').set(student.auth);

    expect(last.status).toBe(409);
    expect(last.body.code).toBe('LAST_SECOND_FACTOR');
    expect(someoneElses.status).toBe(404);
    expect(late.status).toBe(403);
    expect(late.body.code).toBe('REAUTHENTICATION_REQUIRED');
    expect(lateEnrolment.status).toBe(403);
    expect(lateEnrolment.body.code).toBe('REAUTHENTICATION_REQUIRED');
  });
});

describe('an ADMIN’s reset of another account’s factors', () => {
  it('removes them, is audited, and the staff member enrols again at the next sign-in', async () => {
    const admin = await createAdmin(api);
    const agent = await withTotp(api, await createAgent(api));

    const res = await api.http.delete(`/api/iam/users/${agent.user.id}/factors`).set(admin.auth).expect(200);

    expect(res.body.success).toBe(true);
    const entry = await api.context.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'account.factors-reset')
      .where('targetId', '=', agent.user.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      actorRole: 'ADMIN',
      targetType: 'user',
      changes: { secondFactors: [1, 0] },
    });
    expect((await login(agent).expect(200)).body.enrolmentRequired).toBe(true);
  });

  it('is refused to anyone else, and to the ADMIN for their own account', async () => {
    const admin = await createAdmin(api);
    const agent = await createAgent(api);
    const student = await withTotp(api, await createUser(api));

    const byAgent = await api.http.delete(`/api/iam/users/${student.user.id}/factors`).set(agent.auth);
    const byStudent = await api.http.delete(`/api/iam/users/${student.user.id}/factors`).set(student.auth);
    const byVisitor = await api.http.delete(`/api/iam/users/${student.user.id}/factors`);
    const own = await api.http.delete(`/api/iam/users/${admin.user.id}/factors`).set(admin.auth);

    expect([byAgent.status, byStudent.status, byVisitor.status, own.status]).toEqual([403, 403, 401, 400]);
    expect((await login(student).expect(200)).body.secondFactorRequired).toBe(true);
  });

  it('shows ADMINs (and the owner) whether an account has a factor, nobody else', async () => {
    const admin = await createAdmin(api);
    const agent = await createAgent(api);
    const student = await withTotp(api, await createUser(api));

    const byAdmin = await api.http.get(`/api/iam/users/${student.user.id}`).set(admin.auth).expect(200);
    const byAgent = await api.http.get(`/api/iam/users/${student.user.id}`).set(agent.auth).expect(200);
    const listed = await api.http
      .get(`/api/iam/users?ids=${student.user.id},${agent.user.id}`)
      .set(admin.auth)
      .expect(200);

    expect(byAdmin.body.data.secondFactorEnabled).toBe(true);
    expect(byAgent.body.data).not.toHaveProperty('secondFactorEnabled');
    const flags = Object.fromEntries(
      listed.body.data.data.map((user: { id: string; secondFactorEnabled: boolean }) => [
        user.id,
        user.secondFactorEnabled,
      ]),
    );
    expect(flags).toEqual({ [student.user.id]: true, [agent.user.id]: false });
  });
});
