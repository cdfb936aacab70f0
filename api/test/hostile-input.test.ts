import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRegistration, registrationFields } from './factories/auth.ts';
import { scholarshipPayload } from './factories/scholarships.ts';
import { createAdmin, createAgent, createUser, type TestUser } from './factories/users.ts';
import { startTestApi, type TestApi } from './test-api.ts';

let api: TestApi;
let admin: TestUser;
let agent: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  admin = await createAdmin(api);
  agent = await createAgent(api);
});
afterAll(() => api.close());

const LOGIN = '/api/iam/public/auth/login';
const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';

describe('request bodies it cannot read', () => {
  it.each(['latin1', 'utf-32', 'utf-16le', 'koi8-r'])(
    'refuses JSON declared as %s with 415',
    async (charset) => {
      const res = await api.http
        .post(LOGIN)
        .set('Accept-Language', 'en')
        .set('Content-Type', `application/json; charset=${charset}`)
        .send('{"email":"a@b.ma","password":"x"}');

      expect(res.status).toBe(415);
      expect(res.body).toEqual({
        code: 'UNSUPPORTED_CHARSET',
        message: 'Unsupported character set: send the body as UTF-8.',
      });
    },
  );

  it('refuses a body compressed in a way it cannot read with 415, in French by default', async () => {
    const res = await api.http
      .post(LOGIN)
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'zstd-unknown')
      .send('{"email":"a@b.ma","password":"x"}');

    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      code: 'UNSUPPORTED_ENCODING',
      message: 'Compression du corps de la requête non prise en charge.',
    });
  });

  it('answers a body that is not compressed as it claims with a coded 400', async () => {
    const res = await api.http
      .post(LOGIN)
      .set('Accept-Language', 'en')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send('{"email":"a@b.ma","password":"x"}');

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'INVALID_REQUEST', message: 'The request is invalid.' });
  });
});

describe('bad percent-encoding in a path', () => {
  it.each([
    ['/api/scholarships/%zz', {}],
    ['/api/scholarships/%zz/image', {}],
    ['/api/scholarships/%E0%A4%A', {}],
    ['/api/scholarships/%ED%A0%80', {}],
    ['/api/iam/users/%zz', 'admin'],
    ['/api/scholarships/applications/%zz', 'admin'],
  ])('answers 400 INVALID_PATH for %s', async (path, who) => {
    const res = await api.http
      .get(path)
      .set('Accept-Language', 'ar')
      .set(who === 'admin' ? admin.auth : {});

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'INVALID_PATH', message: 'العنوان المطلوب غير صحيح الصياغة.' });
  });
});

describe('text the database cannot store', () => {
  it.each([
    ['a NUL byte', `salma${NUL}@example.ma`],
    ['a lone surrogate', `salma${LONE_SURROGATE}@example.ma`],
  ])('refuses %s in a JSON string with 400 naming the field', async (_what, email) => {
    const res = await api.http
      .post(LOGIN)
      .set('Accept-Language', 'en')
      .send({ email, password: 'Motdepasse2026' });

    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'INVALID_TEXT',
      message: 'The field email contains a character that is not allowed.',
      fields: { email: 'The field email contains a character that is not allowed.' },
    });
  });

  it('names a nested field, and leaves the account untouched', async () => {
    const student = await createUser(api);

    const res = await api.http
      .patch(`/api/iam/users/${student.user.id}`)
      .set(admin.auth)
      .send({ firstName: 'Sal', lastName: `Ben${LONE_SURROGATE}nani`, extra: { deep: [`x${NUL}`] } });

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_TEXT');
    expect(Object.keys(res.body.fields)).toEqual([expect.stringMatching(/^(lastName|extra\.deep\.0)$/)]);
    const stored = await api.context.db
      .selectFrom('users')
      .select('lastName')
      .where('id', '=', student.user.id)
      .executeTakeFirstOrThrow();
    expect(stored.lastName).toBe(student.user.lastName);
  });

  it('refuses a NUL in a multipart text field of the public registration, and creates no account', async () => {
    const fields = registrationFields({ firstName: `Sal${NUL}ma` });

    const res = await postRegistration(api, fields);

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_TEXT');
    expect(res.body.fields).toEqual({ firstName: 'Le champ firstName contient un caractère non autorisé.' });
    const created = await api.context.db
      .selectFrom('users')
      .where('email', '=', fields.email ?? '')
      .selectAll()
      .execute();
    expect(created).toEqual([]);
  });

  it('refuses a lone surrogate inside the JSON data field of a scholarship form', async () => {
    const payload = scholarshipPayload();
    const data = JSON.stringify(payload).replace('"title":"', '"title":"\\ud800');

    const res = await api.http.post('/api/scholarships').set(agent.auth).field('data', data);

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_TEXT');
    expect(Object.keys(res.body.fields)).toEqual([expect.stringMatching(/^translations\.\w\w\.title$/)]);
  });

  it('refuses a NUL in a query string value, naming the parameter', async () => {
    const res = await api.http.get('/api/scholarships?search=campus%00').set('Accept-Language', 'en');

    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ search: 'The field search contains a character that is not allowed.' });
  });

  it('still accepts Arabic, accents and emoji, which are whole characters', async () => {
    const res = await api.http
      .get(`/api/scholarships?search=${encodeURIComponent('منحة été 🎓')}`)
      .set('Accept-Language', 'en');

    expect(res.status).toBe(200);
  });
});

describe('broken multipart forms', () => {
  const BOUNDARY = 'form-boundary';
  it.each([
    ['a truncated form', `--${BOUNDARY}\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nSal`],
    [
      'a malformed part header',
      `--${BOUNDARY}\r\nContent-Disposition form-data\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
    ],
  ])('answers %s with 400 INVALID_MULTIPART', async (_what, body) => {
    const res = await postRegistrationBody(`multipart/form-data; boundary=${BOUNDARY}`, body);

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'INVALID_MULTIPART', message: 'Invalid upload form.' });
  });

  it('answers a NUL in a file name with a coded 4xx, not a 500', async () => {
    const body = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="paymentReceipt"; filename="a${NUL}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${BOUNDARY}--\r\n`;

    const res = await postRegistrationBody(`multipart/form-data; boundary=${BOUNDARY}`, body);

    expect(res.status).toBe(400);
    expect(res.body.code).toEqual(expect.any(String));
  });

  it('answers a multipart type that is not a form with 400 INVALID_MULTIPART', async () => {
    const res = await postRegistrationBody(`multipart/mixed; boundary=${BOUNDARY}`, `--${BOUNDARY}--\r\n`);

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_MULTIPART');
  });

  function postRegistrationBody(contentType: string, body: string) {
    return api.http
      .post('/api/iam/public/auth/register')
      .set('Accept-Language', 'en')
      .set('Content-Type', contentType)
      .send(body);
  }
});

describe('odd shapes never answer 500', () => {
  it.each([
    ['a repeated query parameter', 'GET', '/api/scholarships?page=1&page=2'],
    ['a huge number', 'GET', '/api/scholarships?limit=99999999999999999999'],
    ['a very long filter', 'GET', `/api/scholarships?country=${'x'.repeat(10000)}`],
    ['a huge id', 'GET', '/api/scholarships/99999999999999999999'],
    ['a unicode id', 'GET', '/api/scholarships/%C3%A9'],
    ['two verification tokens', 'GET', '/api/iam/public/auth/verify?token=a&token=b'],
    ['an array instead of an object', 'POST', LOGIN, [1, 2]],
    ['a number instead of an object', 'POST', LOGIN, 42],
    ['objects and arrays instead of strings', 'POST', LOGIN, { email: { $ne: 1 }, password: ['x'] }],
    [
      'a very long refresh token',
      'POST',
      '/api/iam/public/auth/refresh',
      { refreshToken: 'a'.repeat(100000) },
    ],
    ['ids of every type', 'PUT', '/api/iam/users/approval', { userIds: ['x', 1, null], status: 'APPROVED' }],
  ])('%s', async (_label, method, path, body?: unknown) => {
    const request = method === 'GET' ? api.http.get(path) : api.http[method === 'PUT' ? 'put' : 'post'](path);
    const res = await request
      .set(admin.auth)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(body ?? {}));

    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(500);
    if (res.status >= 400)
      expect(res.body).toEqual(
        expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
      );
  });

  it('answers a deeply nested JSON body without exhausting the stack', async () => {
    const deep = `${'['.repeat(100000)}${']'.repeat(100000)}`;

    const res = await api.http.post(LOGIN).set('Content-Type', 'application/json').send(deep);

    expect(res.status).toBeLessThan(500);
    expect(res.body.code).toEqual(expect.any(String));
  });
});
