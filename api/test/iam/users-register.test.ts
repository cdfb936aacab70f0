import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-api.ts';
import { signInEnrolling } from '../factories/auth.ts';
import { PDF_FILE } from '../factories/files.ts';
import {
  createAdmin,
  createAgent,
  createPendingStudent,
  createUser,
  type TestUser,
} from '../factories/users.ts';

let api: TestApi;
let admin: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  admin = await createAdmin(api);
});
afterAll(() => api.close());

/** A valid staff registration with a unique e-mail. */
const newAccount = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Nadia',
  lastName: 'El Fassi',
  email: `staff-${randomBytes(4).toString('hex')}@bourses.ma`,
  phoneNumber: '06 61 23 45 67',
  password: 'Motdepasse2026',
  ...overrides,
});

describe('POST /api/iam/auth/register (ADMIN creates an account)', () => {
  it('creates a verified, approved account with the role asked for, who can then sign in', async () => {
    const account = newAccount({ role: 'AGENT', email: 'Nadia.Staff@Bourses.ma' });

    const res = await api.http.post('/api/iam/auth/register').set(admin.auth).send(account);

    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      email: 'nadia.staff@bourses.ma',
      firstName: 'Nadia',
      lastName: 'El Fassi',
      phoneNumber: '+212661234567',
      role: 'AGENT',
      approvalStatus: 'APPROVED',
      isApproved: true,
      isVerified: true,
      language: 'fr',
    });
    expect(res.body.data.approvalDate).toEqual(expect.any(String));
    expect(res.body.data).not.toHaveProperty('passwordHash');
    // Staff enrol a second factor at their first sign-in.
    const session = await signInEnrolling(api, 'nadia.staff@bourses.ma', account.password);
    expect(session.user.id).toBe(res.body.data.id);
  });

  it('creates a student by default, in the language given for their mails', async () => {
    const res = await api.http
      .post('/api/iam/auth/register')
      .set(admin.auth)
      .send(newAccount({ language: 'ar' }));

    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ role: 'CLIENT', approvalStatus: 'APPROVED', language: 'ar' });
  });

  it('accepts the multipart form the web client sends, with a lower-case role', async () => {
    const account = newAccount({ role: 'admin' });
    let request = api.http.post('/api/iam/auth/register').set(admin.auth);
    for (const [name, value] of Object.entries(account)) request = request.field(name, String(value));

    const res = await request;

    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ email: account.email, role: 'ADMIN' });
  });

  it('refuses a file in the form: staff registration takes no documents', async () => {
    const res = await api.http
      .post('/api/iam/auth/register')
      .set(admin.auth)
      .field('firstName', 'Nadia')
      .attach('paymentReceipt', PDF_FILE, 'recu.pdf');

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('UNEXPECTED_FILE');
  });

  it('answers 401 to a visitor and 403 to every role but ADMIN, creating nothing', async () => {
    const agent = await createAgent(api);
    const student = await createUser(api);
    const pending = await createPendingStudent(api);
    const account = newAccount();

    const anonymous = await api.http.post('/api/iam/auth/register').send(account);
    const answers = await Promise.all(
      [agent, student, pending].map((caller) =>
        api.http.post('/api/iam/auth/register').set(caller.auth).send(account),
      ),
    );

    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
    expect(answers.map((res) => [res.status, res.body.code])).toEqual([
      [403, 'FORBIDDEN'],
      [403, 'FORBIDDEN'],
      [403, 'FORBIDDEN'],
    ]);
    const created = await api.context.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', account.email)
      .execute();
    expect(created).toEqual([]);
  });

  it('answers 409 when the e-mail already has an account, whatever its case', async () => {
    const { user } = await createUser(api);

    const res = await api.http
      .post('/api/iam/auth/register')
      .set(admin.auth)
      .send(newAccount({ email: user.email.toUpperCase() }));

    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'Un compte existe déjà avec cette adresse e-mail.',
      code: 'EMAIL_TAKEN',
    });
  });

  it('creates one account only when the same e-mail is sent twice at once', async () => {
    const account = newAccount();

    const answers = await Promise.all([
      api.http.post('/api/iam/auth/register').set(admin.auth).send(account),
      api.http
        .post('/api/iam/auth/register')
        .set(admin.auth)
        .send({ ...account, email: account.email.toUpperCase() }),
    ]);

    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    const rows = await api.context.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', account.email)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['firstName', { firstName: undefined }, 'Le prénom est requis', 'FIRST_NAME_REQUIRED'],
    ['firstName', { firstName: '   ' }, 'Le prénom est requis', 'FIRST_NAME_REQUIRED'],
    ['lastName', { lastName: undefined }, 'Le nom est requis', 'LAST_NAME_REQUIRED'],
    ['email', { email: undefined }, 'L’e-mail est requis', 'EMAIL_REQUIRED'],
    ['email', { email: 'not-an-email' }, 'Adresse e-mail invalide', 'EMAIL_INVALID'],
    ['phoneNumber', { phoneNumber: undefined }, 'Numéro de téléphone requis', 'PHONE_REQUIRED'],
    [
      'phoneNumber',
      { phoneNumber: '+212 6 12 34' },
      'Le numéro doit contenir 9 chiffres après +212',
      'PHONE_NINE_DIGITS',
    ],
    [
      'phoneNumber',
      { phoneNumber: '+212 8 12 34 56 78' },
      'Le numéro doit commencer par 5, 6 ou 7',
      'PHONE_FIRST_DIGIT',
    ],
    ['password', { password: undefined }, 'Le mot de passe est requis', 'PASSWORD_REQUIRED'],
    [
      'password',
      { password: 'court' },
      'Le mot de passe doit contenir au moins 8 caractères',
      'PASSWORD_TOO_SHORT',
    ],
    ['role', { role: 'SUPERUSER' }, 'Rôle invalide : CLIENT, AGENT ou ADMIN.', 'ROLE_INVALID'],
    ['language', { language: 'de' }, 'Langue invalide : fr, ar ou en.', 'ACCOUNT_LANGUAGE_INVALID'],
  ])('refuses a bad %s with a 400 naming the problem (%j)', async (field, overrides, message, code) => {
    const res = await api.http.post('/api/iam/auth/register').set(admin.auth).send(newAccount(overrides));

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, code });
    expect(res.body.fields[field]).toBe(message);
  });

  it('answers validation errors in the caller’s language', async () => {
    const res = await api.http
      .post('/api/iam/auth/register')
      .set(admin.auth)
      .set('Accept-Language', 'en')
      .send(newAccount({ phoneNumber: '+212 8 12 34 56 78' }));

    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The number must start with 5, 6 or 7');
  });

  it.each([
    ['malformed JSON', '{"firstName": ', 'application/json', 400, 'INVALID_JSON'],
    ['a JSON array', '[1, 2]', 'application/json', 400, 'BODY_NOT_OBJECT'],
    ['no body at all', '', 'text/plain', 400, 'FIRST_NAME_REQUIRED'],
  ])('answers %s with a 4xx and no stack trace', async (_case, body, type, status, code) => {
    const res = await api.http
      .post('/api/iam/auth/register')
      .set(admin.auth)
      .set('Content-Type', type)
      .send(body);

    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts/);
  });

  it('refuses values of the wrong type with a 400, not a 5xx', async () => {
    const res = await api.http
      .post('/api/iam/auth/register')
      .set(admin.auth)
      .send(newAccount({ firstName: 42, password: ['Motdepasse2026'], role: { name: 'ADMIN' } }));

    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      firstName: 'Ce champ doit être un texte.',
      password: 'Ce champ doit être un texte.',
      role: 'Rôle invalide : CLIENT, AGENT ou ADMIN.',
    });
  });

  it('refuses huge fields with a 4xx', async () => {
    const tooLongName = await api.http
      .post('/api/iam/auth/register')
      .set(admin.auth)
      .send(newAccount({ lastName: 'x'.repeat(10_000) }));
    const tooLargeBody = await api.http
      .post('/api/iam/auth/register')
      .set(admin.auth)
      .send(newAccount({ lastName: 'x'.repeat(2 * 1024 * 1024) }));

    expect(tooLongName.status).toBe(400);
    expect(tooLongName.body.fields.lastName).toBe('Champ trop long : lastName');
    expect(tooLargeBody.status).toBe(413);
    expect(tooLargeBody.body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('POST /api/iam/auth/register-agent', () => {
  it('creates a verified, approved AGENT whatever role is sent', async () => {
    const account = newAccount({ role: 'ADMIN' });

    const res = await api.http.post('/api/iam/auth/register-agent').set(admin.auth).send(account);

    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      email: account.email,
      role: 'AGENT',
      isVerified: true,
      approvalStatus: 'APPROVED',
    });
  });

  it('applies the same field rules', async () => {
    const res = await api.http
      .post('/api/iam/auth/register-agent')
      .set(admin.auth)
      .send(newAccount({ password: 'court' }));

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('PASSWORD_TOO_SHORT');
  });

  it('answers 401 to a visitor and 403 to an AGENT and to students, approved or not', async () => {
    const callers = [await createAgent(api), await createUser(api), await createPendingStudent(api)];

    const anonymous = await api.http.post('/api/iam/auth/register-agent').send(newAccount());
    const answers = await Promise.all(
      callers.map((caller) =>
        api.http.post('/api/iam/auth/register-agent').set(caller.auth).send(newAccount()),
      ),
    );

    expect(anonymous.status).toBe(401);
    expect(answers.map((res) => res.status)).toEqual([403, 403, 403]);
  });
});
