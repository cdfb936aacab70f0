import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-api.ts';
import { GENEROUS_MAIL_LIMITS, postRegistration, registrationFields, signIn } from '../factories/auth.ts';
import { createAdmin, createUser, type TestUser } from '../factories/users.ts';

// docs/security.md, "Passwords": wherever a password is chosen, the same rules, over HTTP.

const TOO_COMMON = {
  fr: 'Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner.',
  ar: 'كلمة المرور هذه شائعة جدًا: اختر كلمة مرور يصعب تخمينها.',
};
const PERSONAL = 'Le mot de passe ne doit pas reprendre le nom ou l’adresse e-mail du compte.';
const TOO_LONG = 'Le mot de passe ne doit pas dépasser 128 caractères.';

/** 128 characters: French and Arabic words, spaces, accents. */
const PASSPHRASE =
  'Le thé à la menthe de grand-mère, كأس شاي بالنعناع في فاس، sous les orangers du jardin, et des cornes de gazelle au miel de thym';
const ONE_TOO_MANY = `${PASSPHRASE}!`;

let api: TestApi;
let admin: TestUser;
beforeAll(async () => {
  api = await startTestApi(GENEROUS_MAIL_LIMITS);
  admin = await createAdmin(api);
});
afterAll(() => api.close());

const signInAnswer = (email: string, password: string) =>
  api.http.post('/api/iam/public/auth/login').send({ email, password });

async function signedInStudent() {
  const student = await createUser(api);
  return { ...student, session: await signIn(api, student.user.email, student.password) };
}

const changePassword = (accessToken: string, body: object) =>
  api.http.post('/api/iam/auth/change-password').set('Authorization', `Bearer ${accessToken}`).send(body);

async function resetLinkFor(email: string): Promise<string> {
  api.clock.advance(2 * 60 * 1000);
  await api.http.post('/api/iam/public/auth/forgot-password').send({ email }).expect(200);
  const mail = (await api.outbox()).filter((candidate) => candidate.to === email).at(-1);
  const link = mail?.links.find((candidate) => candidate.includes('/reset-password?token='));
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`No reset link was sent to ${email}`);
  return token;
}

const reset = (body: object) => api.http.post('/api/iam/public/auth/reset-password').send(body);

const newStaffAccount = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Nadia',
  lastName: 'El Fassi',
  email: `n.elfassi-${randomBytes(4).toString('hex')}@bourses.ma`,
  phoneNumber: '06 61 23 45 67',
  password: 'Sable-Oasis-2026',
  ...overrides,
});

const createStaffAccount = (body: object) =>
  api.http.post('/api/iam/auth/register').set(admin.auth).send(body);

it('uses a passphrase of exactly 128 characters', () => {
  expect([...PASSPHRASE]).toHaveLength(128);
});

describe('registration', () => {
  it('refuses a common password, in French and in Arabic', async () => {
    const fr = await postRegistration(api, registrationFields({ password: 'Azerty123' }));
    const ar = await postRegistration(api, registrationFields({ password: 'azerty123!' })).set(
      'Accept-Language',
      'ar',
    );

    expect(fr.status).toBe(400);
    expect(fr.body).toMatchObject({ code: 'PASSWORD_TOO_COMMON', fields: { password: TOO_COMMON.fr } });
    expect(ar.status).toBe(400);
    expect(ar.body).toMatchObject({ code: 'PASSWORD_TOO_COMMON', message: TOO_COMMON.ar });
  });

  it('refuses a password made of the student’s own name', async () => {
    const res = await postRegistration(
      api,
      registrationFields({ firstName: 'Salma', lastName: 'Bennani', password: 'Bennani2024' }),
    );

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'PASSWORD_PERSONAL', fields: { password: PERSONAL } });
  });

  it('accepts a 128-character passphrase and refuses 129', async () => {
    const accepted = await postRegistration(
      api,
      registrationFields({ password: PASSPHRASE, confirmPassword: PASSPHRASE }),
    );
    const refused = await postRegistration(api, registrationFields({ password: ONE_TOO_MANY }));

    expect(accepted.status).toBe(201);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'PASSWORD_TOO_LONG', fields: { password: TOO_LONG } });
  });
});

describe('change password', () => {
  it('refuses a common password in French and Arabic, and a personal one, keeping the old password', async () => {
    const { user, password, session } = await signedInStudent();

    const fr = await changePassword(session.accessToken, {
      currentPassword: password,
      newPassword: 'motdepasse',
    });
    const ar = await changePassword(session.accessToken, {
      currentPassword: password,
      newPassword: 'Ｐａｓｓｗｏｒｄ１２３',
    }).set('Accept-Language', 'ar');
    const personal = await changePassword(session.accessToken, {
      currentPassword: password,
      newPassword: 'Salma-2026!',
    });

    expect(fr.body).toMatchObject({ code: 'PASSWORD_TOO_COMMON', fields: { newPassword: TOO_COMMON.fr } });
    expect(ar.body).toMatchObject({ code: 'PASSWORD_TOO_COMMON', fields: { newPassword: TOO_COMMON.ar } });
    expect(personal.status).toBe(400);
    expect(personal.body).toMatchObject({ code: 'PASSWORD_PERSONAL', fields: { newPassword: PERSONAL } });
    await signInAnswer(user.email, password).expect(200);
  });

  it('takes a 128-character passphrase, which then signs in, and refuses 129', async () => {
    const { user, password, session } = await signedInStudent();

    const tooLong = await changePassword(session.accessToken, {
      currentPassword: password,
      newPassword: ONE_TOO_MANY,
    });
    const changed = await changePassword(session.accessToken, {
      currentPassword: password,
      newPassword: PASSPHRASE,
    });

    expect(tooLong.body).toMatchObject({ code: 'PASSWORD_TOO_LONG', fields: { newPassword: TOO_LONG } });
    expect(changed.status).toBe(200);
    await signInAnswer(user.email, PASSPHRASE).expect(200);
    // Never truncated: the first 127 characters are not the password.
    await signInAnswer(user.email, PASSPHRASE.slice(0, 127)).expect(401);
  });

  it('signs in with any NFKC-equivalent form of the chosen password', async () => {
    const { user, password, session } = await signedInStudent();

    await changePassword(session.accessToken, {
      currentPassword: password,
      newPassword: 'Ｔａｆｒａｏｕｔ sous la lune',
    }).expect(200);

    await signInAnswer(user.email, 'Tafraout sous la lune').expect(200);
    await signInAnswer(user.email, 'Ｔａｆｒａｏｕｔ sous la lune').expect(200);
    await signInAnswer(user.email, 'tafraout sous la lune').expect(401);
  });
});

describe('reset password', () => {
  it('refuses a common password in Arabic and a personal one, the link still good; then takes a passphrase', async () => {
    const { user } = await createUser(api, { firstName: 'Youssef', lastName: 'Alaoui' });
    const token = await resetLinkFor(user.email);

    const common = await reset({ token, newPassword: 'iloveyou' }).set('Accept-Language', 'ar');
    const personal = await reset({ token, newPassword: 'Youssef.Alaoui' });
    const tooLong = await reset({ token, newPassword: ONE_TOO_MANY });
    const done = await reset({ token, newPassword: PASSPHRASE, confirmPassword: PASSPHRASE });

    expect(common.body).toMatchObject({
      code: 'PASSWORD_TOO_COMMON',
      fields: { newPassword: TOO_COMMON.ar },
    });
    expect(personal.status).toBe(400);
    expect(personal.body).toMatchObject({ code: 'PASSWORD_PERSONAL', fields: { newPassword: PERSONAL } });
    expect(tooLong.body).toMatchObject({ code: 'PASSWORD_TOO_LONG' });
    expect(done.status).toBe(200);
    await signInAnswer(user.email, PASSPHRASE).expect(200);
  });
});

describe('an account created by an ADMIN', () => {
  it('refuses a common password in French and Arabic, a personal one and 129 characters', async () => {
    const fr = await createStaffAccount(newStaffAccount({ password: 'Password1' }));
    const ar = await createStaffAccount(newStaffAccount({ password: 'qwertyuiop' })).set(
      'Accept-Language',
      'ar',
    );
    const personal = await createStaffAccount(newStaffAccount({ password: 'ElFassi2026' }));
    const fromAddress = await createStaffAccount(
      newStaffAccount({ email: 'direction.rabat@bourses.ma', password: 'Rabat-2026' }),
    );
    const tooLong = await createStaffAccount(newStaffAccount({ password: ONE_TOO_MANY }));

    expect(fr.status).toBe(400);
    expect(fr.body).toMatchObject({ code: 'PASSWORD_TOO_COMMON', fields: { password: TOO_COMMON.fr } });
    expect(ar.body).toMatchObject({ code: 'PASSWORD_TOO_COMMON', message: TOO_COMMON.ar });
    expect(personal.body).toMatchObject({ code: 'PASSWORD_PERSONAL', fields: { password: PERSONAL } });
    expect(fromAddress.body).toMatchObject({ code: 'PASSWORD_PERSONAL' });
    expect(tooLong.body).toMatchObject({ code: 'PASSWORD_TOO_LONG', fields: { password: TOO_LONG } });
  });

  it('takes a 128-character passphrase, which then signs in', async () => {
    const account = newStaffAccount({ password: PASSPHRASE });

    await createStaffAccount(account).expect(201);

    const session = await signIn(api, account.email, PASSPHRASE);
    expect(session.accessToken).toEqual(expect.any(String));
  });
});

describe('a password hashed before passwords were normalised', () => {
  it('still signs in with the form typed then', async () => {
    const typed = 'Ｓａｂｌｅ du désert';
    const { user } = await createUser(api, {
      passwordHash: await hash(typed, { memoryCost: 19456, timeCost: 2, parallelism: 1 }),
    });

    await signInAnswer(user.email, typed).expect(200);
    await signInAnswer(user.email, 'Sable du desert').expect(401);
  });
});
