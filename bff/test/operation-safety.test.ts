import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_FILE } from '@bourses/api/test/factories/files';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!, $paymentReceipt: Upload!, $serviceContract: Upload!) {
    register(input: $input, paymentReceipt: $paymentReceipt, serviceContract: $serviceContract) { success message }
  }
`;

const registerInput = (email: string) => ({
  firstName: 'Salma',
  lastName: 'Bennani',
  email,
  phoneNumber: '+212 6 12 34 56 78',
  password: 'Password123!',
});

describe('operation limits', () => {
  it('refuses an over-deep query before calling the api', async () => {
    const callsBefore = platform.bff.upstreamCalls.length;

    const answer = await platform.bff.graphql(`{
      scholarships { items { myApplication { scholarship { myApplication { scholarship { myApplication { scholarship { id } } } } } } } }
    }`);

    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toBe('Requête trop profonde : 9 niveaux, 8 au maximum.');
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 'depth' });
    expect(platform.bff.upstreamCalls.length).toBe(callsBefore);
  });

  it('counts depth through fragments too', async () => {
    const answer = await platform.bff.graphql(
      `fragment Deep on Application { scholarship { myApplication { scholarship { myApplication { scholarship { id } } } } } }
       { scholarships { items { myApplication { ...Deep } } } }`,
      {},
      { language: 'en' },
    );

    expect(answer.errors?.[0]?.message).toBe('Query too deep: 9 levels, at most 8.');
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: 16 }, (_, index) => `a${index}: scholarshipFilterOptions { countries }`).join('\n');

    const answer = await platform.bff.graphql(`{ ${aliases} }`, {}, { language: 'en' });

    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toBe('Too many aliases: 16, at most 15.');
  });

  it('refuses a query built to be costly', async () => {
    const fields = 'id title description country university deadline deadlinePassed imageUrl';
    const nested = `items { ${fields} myApplication { id status history { status at feedback } scholarship { ${fields} } } }`;
    const aliases = Array.from({ length: 10 }, (_, index) => `p${index}: scholarships(limit: 100) { ${nested} }`).join('\n');

    const answer = await platform.bff.graphql(`{ ${aliases} }`, {}, { language: 'en' });

    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toMatch(/^Query too costly: \d+ points, at most 5000\.$/);
  });

  it('counts the cost of fields inside fragments', async () => {
    const fields = 'id title description country university deadline deadlinePassed imageUrl';
    const aliases = Array.from({ length: 10 }, (_, index) => `p${index}: scholarships(limit: 100) { items { ...Card } }`).join('\n');

    const answer = await platform.bff.graphql(
      `fragment Card on Scholarship { ${fields} myApplication { id status history { status at feedback } scholarship { ${fields} } } }
       { ${aliases} }`,
      {},
      { language: 'en' },
    );

    expect(answer.errors?.[0]?.message).toMatch(/^Query too costly: \d+ points, at most 5000\.$/);
  });

  it('lets an ordinary screen query through', async () => {
    const answer = await platform.bff.graphql(`{
      scholarships(page: 1, limit: 10) {
        items { id title description country university imageUrl startDate deadline deadlinePassed video { url embedUrl } faq { question answer } }
        pagination { total page limit pages }
      }
    }`);

    expect(answer.errors).toBeUndefined();
    expect(answer.status).toBe(200);
  });
});

describe('uploads and CSRF', () => {
  it('refuses a multipart request without the CSRF header and reads none of it', async () => {
    const email = 'csrf-victim@example.ma';

    const answer = await platform.bff.upload(
      REGISTER,
      { input: registerInput(email), paymentReceipt: null, serviceContract: null },
      [
        { path: 'variables.paymentReceipt', name: 'recu.pdf', content: PDF_FILE, type: 'application/pdf' },
        { path: 'variables.serviceContract', name: 'contrat.pdf', content: PDF_FILE, type: 'application/pdf' },
      ],
      { preflight: false },
    );

    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toContain('apollo-require-preflight');
    const stored = await platform.api.context.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(stored).toEqual([]);
  });

  it('refuses a simple text/plain POST (what a cross-site form could send)', async () => {
    const response = await fetch(`${platform.bff.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });

    expect(response.status).toBe(400);
  });

  it('answers a malformed JSON body as a GraphQL error, not a stack', async () => {
    const response = await fetch(`${platform.bff.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
      body: '{"query": ',
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_USER_INPUT' } }],
    });
  });

  it('refuses more than two files', async () => {
    const file = { name: 'recu.pdf', content: PDF_FILE, type: 'application/pdf' };

    const answer = await platform.bff.upload(
      REGISTER,
      { input: registerInput('three-files@example.ma'), paymentReceipt: null, serviceContract: null },
      [
        { ...file, path: 'variables.paymentReceipt' },
        { ...file, path: 'variables.serviceContract' },
        { ...file, path: 'variables.extra' },
      ],
      { language: 'en' },
    );

    expect(answer.status).toBe(413);
    expect(answer.errors?.[0]).toMatchObject({ message: 'Too many files (2 at most).', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses a file over 5 MB with the size message, creating no account', async () => {
    const email = 'big-file@example.ma';
    const big = Buffer.concat([PDF_FILE, Buffer.alloc(5 * 1024 * 1024 + 10, 0x20)]);

    const answer = await platform.bff.upload(
      REGISTER,
      { input: registerInput(email), paymentReceipt: null, serviceContract: null },
      [
        { path: 'variables.paymentReceipt', name: 'recu.pdf', content: big, type: 'application/pdf' },
        { path: 'variables.serviceContract', name: 'contrat.pdf', content: PDF_FILE, type: 'application/pdf' },
      ],
    );

    expect(answer.errors?.[0]).toMatchObject({
      message: 'Fichier trop volumineux (Max: 5MB)',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const stored = await platform.api.context.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(stored).toEqual([]);
  });
});
