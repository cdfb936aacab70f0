import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createAgent, createUser, type TestUser } from '@bourses/api/test/factories/users';
import { REPLAY_HEADER } from '../src/catalogue-cache/answer-replay.ts';
import { hangUpMidJsonBody } from './hang-up.ts';
import { FORGOT_PASSWORD, SCHOLARSHIPS, UPDATE_SCHOLARSHIP } from './operations.ts';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

// A visitor's public catalogue answer is sent again byte for byte by the HTTP server's listener,
// before Express and Apollo (src/catalogue-cache/answer-replay.ts); nothing else ever is.

let platform: TestPlatform;
let agent: TestUser;
beforeAll(async () => {
  platform = await startTestPlatform();
  agent = await createAgent(platform.api);
}, 120_000);
afterAll(() => platform.close());

async function post(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(`${platform.bff.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'fr', 'Accept-Encoding': 'identity', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

const replayed = (response: Response) => response.headers.get(REPLAY_HEADER) === 'hit';
// What differs between two answers of the same bytes: when, which request, and the marker.
const PER_ANSWER = new Set(['date', 'x-request-id', REPLAY_HEADER]);
const headersOf = (response: Response) => [...response.headers].filter(([name]) => !PER_ANSWER.has(name));

const uniqueVariables = () => ({ limit: 10, filter: { search: `replay ${randomBytes(4).toString('hex')}` } });

describe('a visitor’s public catalogue answer', () => {
  it('is sent again byte for byte, with the security headers and a request id of its own', async () => {
    const variables = uniqueVariables();
    const first = await post(SCHOLARSHIPS, variables);
    const again = await post(SCHOLARSHIPS, variables);

    expect(replayed(first.response)).toBe(false);
    expect(replayed(again.response)).toBe(true);
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.response.headers.get('content-type')).toBe(first.response.headers.get('content-type'));
    expect(again.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(again.response.headers.get('x-request-id')).toMatch(/\S/);
    expect(again.response.headers.get('x-request-id')).not.toBe(first.response.headers.get('x-request-id'));
  });

  it('carries the same headers as the fresh answer, security headers included', async () => {
    const variables = uniqueVariables();
    const first = await post(SCHOLARSHIPS, variables);
    const again = await post(SCHOLARSHIPS, variables);

    expect(replayed(again.response)).toBe(true);
    expect(headersOf(again.response)).toEqual(headersOf(first.response));
    expect(again.response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(again.response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('is replayed for the same bytes whatever the Accept-Language says, once negotiated to the same language', async () => {
    const variables = uniqueVariables();
    await post(SCHOLARSHIPS, variables, { 'Accept-Language': 'ar' });
    const again = await post(SCHOLARSHIPS, variables, { 'Accept-Language': 'ar-MA, fr;q=0.5' });

    expect(replayed(again.response)).toBe(true);
  });

  it('is kept per language and per accepted encoding, compressed as it was sent', async () => {
    // Enough of a list to be compressed (answers under a kilobyte are sent as they are).
    const university = `Université ${randomBytes(3).toString('hex')}`;
    for (let count = 0; count < 6; count += 1) await createScholarship(platform.api, { university });
    const variables = { limit: 30, filter: { university } };
    const french = await post(SCHOLARSHIPS, variables);
    const arabic = await post(SCHOLARSHIPS, variables, { 'Accept-Language': 'ar' });
    const brotli = await post(SCHOLARSHIPS, variables, { 'Accept-Encoding': 'br' });
    const brotliAgain = await post(SCHOLARSHIPS, variables, { 'Accept-Encoding': 'br' });

    expect(replayed(arabic.response)).toBe(false);
    expect(replayed(brotli.response)).toBe(false);
    expect(replayed(brotliAgain.response)).toBe(true);
    expect(brotliAgain.response.headers.get('content-encoding')).toBe('br');
    // fetch decodes what it received: the replayed brotli bytes decode to the French answer.
    expect(brotliAgain.body.equals(french.body)).toBe(true);
    expect(french.body.length).toBeGreaterThan(1024);
  });

  it('is fresh again after a staff change, then replayed again', async () => {
    const university = `Université ${randomBytes(3).toString('hex')}`;
    const created = await createScholarship(platform.api, { university });
    const variables = { limit: 10, filter: { university } };
    await post(SCHOLARSHIPS, variables);

    const update = await platform.bff.graphql(
      UPDATE_SCHOLARSHIP,
      {
        id: String(created.id),
        input: {
          country: 'CA',
          university,
          startDate: '2027-09-01',
          deadline: '2099-06-30',
          translations: { fr: { title: 'Bourse rejouée', description: 'Une bourse.', longDescription: '<p>Détails</p>' } },
        },
      },
      { token: agent.token },
    );
    const after = await post(SCHOLARSHIPS, variables);
    const afterAgain = await post(SCHOLARSHIPS, variables);

    expect(update.errors).toBeUndefined();
    expect(replayed(after.response)).toBe(false);
    expect(after.body.toString()).toContain('Bourse rejouée');
    expect(replayed(afterAgain.response)).toBe(true);
  });
});

describe('what is never replayed', () => {
  it('a signed-in caller’s answer, a mutation, or a query asking for more than the public catalogue', async () => {
    const student = await createUser(platform.api);
    const variables = uniqueVariables();
    const signedIn = { Authorization: `Bearer ${student.token}` };
    const mutation = { email: `${randomBytes(4).toString('hex')}@example.ma` };
    const withMe = `query { me { id } scholarships(limit: 1) { items { id } } }`;

    const answers = [
      await post(SCHOLARSHIPS, variables, signedIn),
      await post(SCHOLARSHIPS, variables, signedIn),
      await post(FORGOT_PASSWORD, mutation),
      await post(FORGOT_PASSWORD, mutation),
      await post(withMe, {}),
      await post(withMe, {}),
    ];

    expect(answers.map((answer) => replayed(answer.response))).toEqual([false, false, false, false, false, false]);
  });

  it('a caller who hangs up in the middle of the body: the bff goes on serving', async () => {
    const variables = uniqueVariables();
    await post(SCHOLARSHIPS, variables);

    await hangUpMidJsonBody(`${platform.bff.url}/graphql`);
    const again = await post(SCHOLARSHIPS, variables);

    expect(again.response.status).toBe(200);
    expect(replayed(again.response)).toBe(true);
  });

  it('a body over 1 MB: refused as ever, signed in or not', async () => {
    const student = await createUser(platform.api);
    const tooLarge = JSON.stringify({ query: SCHOLARSHIPS, variables: { filter: { search: 'x'.repeat(1024 * 1024) } } });
    const send = (headers: Record<string, string>) =>
      fetch(`${platform.bff.url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en', ...headers },
        body: tooLarge,
      });

    const visitor = await send({});
    const signedIn = await send({ Authorization: `Bearer ${student.token}` });

    const refusal = { errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_USER_INPUT' } }] };
    expect([visitor.status, signedIn.status]).toEqual([413, 413]);
    expect(await visitor.json()).toEqual(refusal);
    expect(await signedIn.json()).toEqual(refusal);
  });

  it('a body that does not parse: the same 400 as ever, in the caller’s language', async () => {
    const response = await fetch(`${platform.bff.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'fr' },
      body: '{"query": "{ scholarships { items { id } } }"',
    });

    expect(response.status).toBe(400);
    expect(replayed(response)).toBe(false);
    expect(response.headers.get('x-request-id')).toMatch(/\S/);
    expect(await response.json()).toEqual({
      errors: [{ message: 'Le corps de la requête n’est pas un JSON valide.', extensions: { code: 'BAD_USER_INPUT' } }],
    });
  });
});
