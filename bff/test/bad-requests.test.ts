import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestUser } from '@bourses/api/test/factories/users';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

// Malformed requests are the caller's fault: a coded 4xx in their language, never a 500.

let platform: TestPlatform;
let admin: TestUser;
beforeAll(async () => {
  platform = await startTestPlatform({ SERVE_WEB_APP: 'true' });
  admin = await createAdmin(platform.api);
});
afterAll(() => platform.close());

describe('addresses that cannot be percent-decoded', () => {
  it.each(['/files/scholarships/1/%zz', '/files/%zz', '/assets/%zz', '/static/%zz', '/bourses/%zz'])(
    '%s answers 400 MALFORMED_URL',
    async (address) => {
      const response = await fetch(`${platform.bff.url}${address}`, {
        headers: { 'Accept-Language': 'ar', Accept: 'text/html' },
      });

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'العنوان المطلوب غير صحيح الصياغة.', code: 'MALFORMED_URL' });
    },
  );
});

describe('/static', () => {
  it('answers a missing file with a coded 404', async () => {
    const response = await fetch(`${platform.bff.url}/static/missing.png`, {
      headers: { 'Accept-Language': 'en' },
    });

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Resource not found.', code: 'ROUTE_NOT_FOUND' });
  });
});

describe('a JSON body in another charset than UTF-8', () => {
  it.each(['latin1', 'utf-32', 'UTF-16LE', 'iso-8859-1'])('charset=%s answers 415', async (charset) => {
    const response = await fetch(`${platform.bff.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': `application/json; charset=${charset}`, 'Accept-Language': 'en' },
      body: JSON.stringify({ query: '{ scholarshipFilterOptions { countries } }' }),
    });

    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: 'Unsupported character set: send the body as UTF-8.',
          extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' },
        },
      ],
    });
  });

  it('is still served when it says utf-8', async () => {
    const response = await fetch(`${platform.bff.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=UTF-8' },
      body: JSON.stringify({ query: '{ scholarshipFilterOptions { countries } }' }),
    });

    expect(response.status).toBe(200);
  });
});

describe('a JSON body in an encoding the bff does not read', () => {
  it('answers 415 with a coded message', async () => {
    const response = await fetch(`${platform.bff.url}/graphql`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Encoding': 'compress',
        'Accept-Language': 'en',
      },
      body: JSON.stringify({ query: '{ scholarshipFilterOptions { countries } }' }),
    });

    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      errors: [{ message: 'The request is malformed.', extensions: { code: 'BAD_USER_INPUT' } }],
    });
  });
});

describe('ids that cannot be an api id', () => {
  it('refuses scholarship(id: "") as the caller’s input', async () => {
    const answer = await platform.bff.graphql('{ scholarship(id: "") { id } }', {}, { language: 'en' });

    expect(answer.errors?.[0]).toMatchObject({
      message: 'Invalid identifier.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses a lone surrogate given as a variable', async () => {
    const answer = await platform.bff.graphql(
      'query User($id: ID!) { user(id: $id) { id } }',
      { id: '\ud800' },
      { token: admin.token },
    );

    expect(answer.errors?.[0]).toMatchObject({
      message: 'Identifiant invalide.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('answers a lone surrogate written in the document as a syntax error', async () => {
    const answer = await platform.bff.graphql('{ user(id: "\\ud800") { id } }', {}, { token: admin.token });

    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });
});
