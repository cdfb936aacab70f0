import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_FILE } from '@bourses/api/test/factories/files';
import { UPLOAD_MAX_BYTES } from '@bourses/common/limits';
import { startTestBff, startTestPlatform, type TestPlatform } from './test-platform.ts';

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
  password: 'Sable-Oasis-2026',
});

describe('operation limits', () => {
  it('refuses an over-deep query before calling the api', async () => {
    const callsBefore = platform.bff.upstreamCalls.length;

    const answer = await platform.bff.graphql(`{
      scholarships { items { myApplication { scholarship { myApplication { scholarship { myApplication { scholarship { id } } } } } } } }
    }`);

    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toBe('Requête trop profonde : 8 niveaux au maximum.');
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit: 'depth' });
    expect(platform.bff.upstreamCalls.length).toBe(callsBefore);
  });

  it('counts depth through fragments too', async () => {
    const answer = await platform.bff.graphql(
      `fragment Deep on Application { scholarship { myApplication { scholarship { myApplication { scholarship { id } } } } } }
       { scholarships { items { myApplication { ...Deep } } } }`,
      {},
      { language: 'en' },
    );

    expect(answer.errors?.[0]?.message).toBe('Query too deep: at most 8 levels.');
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: 16 }, (_, index) => `a${index}: scholarshipFilterOptions { countries }`).join('\n');

    const answer = await platform.bff.graphql(`{ ${aliases} }`, {}, { language: 'en' });

    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toBe('Too many aliases: at most 15.');
  });

  // graphql-armor's cost: 1 per scalar, 2 per object, each level below weighing 1.5 times more.
  const FIELDS = 'id title description longDescription language country university imageUrl startDate deadline deadlinePassed';
  const COSTLY = `items { ${FIELDS} myApplication { id status history { status at feedback } scholarship { ${FIELDS}
    myApplication { id status history { status at feedback } scholarship { ${FIELDS} myApplication { id status } } } } } }`;

  it('refuses a query built to be costly', async () => {
    const aliases = Array.from({ length: 15 }, (_, index) => `p${index}: scholarships(limit: 100) { ${COSTLY} }`).join('\n');

    const answer = await platform.bff.graphql(`{ ${aliases} }`, {}, { language: 'en' });

    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]).toMatchObject({ message: 'Query too costly: at most 5000 points.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('counts the cost of fields inside fragments', async () => {
    const aliases = Array.from({ length: 15 }, (_, index) => `p${index}: scholarships(limit: 100) { ...Page }`).join('\n');

    const answer = await platform.bff.graphql(`fragment Page on ScholarshipPage { ${COSTLY} } { ${aliases} }`, {}, { language: 'en' });

    expect(answer.errors?.[0]?.message).toBe('Query too costly: at most 5000 points.');
  });

  it('refuses too many directives', async () => {
    const directives = Array.from({ length: 21 }, () => '@include(if: true)').join(' ');

    const answer = await platform.bff.graphql(`{ scholarshipFilterOptions { countries ${directives} } }`, {}, { language: 'ar' });

    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]).toMatchObject({ message: 'عدد التوجيهات كبير جدًا: الحد الأقصى 20.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses a document of 20,000 chained fragments in the parser, before any validation or upstream call', async () => {
    const callsBefore = platform.bff.upstreamCalls.length;
    const fragments = Array.from({ length: 20_000 }, (_, index) => `fragment F${index} on Query { ...F${index + 1} }`).join('\n');

    const answer = await platform.bff.graphql(`{ ...F0 } ${fragments} fragment F20000 on Query { me { id } }`, {}, { language: 'en' });

    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual([
      { message: 'Query too long: at most 3000 tokens.', extensions: { code: 'BAD_USER_INPUT', limit: 'tokens', max: 3000 } },
    ]);
    expect(platform.bff.upstreamCalls.length).toBe(callsBefore);
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

describe('field suggestions', () => {
  const TYPO = 'mutation { creatUser { id } }';

  it('are kept outside production, where they help', async () => {
    const answer = await platform.bff.graphql(TYPO);

    expect(answer.errors?.[0]?.message).toContain('Did you mean');
  });

  it('are never given in production: they would reveal the schema that introspection hides', async () => {
    const production = await startTestBff(platform.api.baseUrl, { NODE_ENV: 'production', SERVE_WEB_APP: 'false' });
    try {
      const answer = await production.graphql(TYPO);

      expect(answer.status).toBe(400);
      expect(answer.errors?.[0]?.message).toBe('Cette requête GraphQL est invalide.');
      expect(JSON.stringify(answer.errors)).not.toMatch(/createUser|Mutation/);
    } finally {
      await production.close();
    }
  });
});

describe('a query that does not fit the schema', () => {
  // The attack run's probe: a misspelt filter field, written in the query or sent as a variable.
  const IN_THE_QUERY = '{ users(filter: { serch: "salma" }) { items { id } } }';
  const AS_A_VARIABLE = 'query Accounts($filter: UserFilter) { users(filter: $filter) { items { id } } }';

  it('is explained outside production, where it helps', async () => {
    const answer = await platform.bff.graphql(IN_THE_QUERY);

    expect(answer.errors?.[0]?.message).toBe('Field "serch" is not defined by type "UserFilter". Did you mean "search"?');
  });

  it.each([
    ['fr', 'Cette requête GraphQL est invalide.'],
    ['ar', 'طلب GraphQL هذا غير صالح.'],
    ['en', 'This GraphQL query is invalid.'],
  ])('is only said to be invalid in production, in %s, naming no type or field', async (language, message) => {
    const production = await startTestBff(platform.api.baseUrl, { NODE_ENV: 'production', SERVE_WEB_APP: 'false' });
    try {
      const written = await production.graphql(IN_THE_QUERY, {}, { language });
      const sent = await production.graphql(AS_A_VARIABLE, { filter: { serch: 'salma' } }, { language });

      expect(written.status).toBe(400);
      expect(written.errors).toEqual([{ message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }]);
      expect(sent.status).toBe(400);
      expect(sent.errors).toEqual([{ message, extensions: { code: 'BAD_USER_INPUT' } }]);
    } finally {
      await production.close();
    }
  });

  it('keeps the platform’s own refusals worded in production (a subscription)', async () => {
    const production = await startTestBff(platform.api.baseUrl, { NODE_ENV: 'production', SERVE_WEB_APP: 'false' });
    try {
      const answer = await production.graphql('subscription { scholarships { items { id } } }', {}, { language: 'en' });

      expect(answer.errors?.[0]?.message).toBe('Subscriptions are not offered: use a query or a mutation.');
    } finally {
      await production.close();
    }
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

  it('refuses more than ten files (a correction request’s ten items at most)', async () => {
    const file = { name: 'recu.pdf', content: PDF_FILE, type: 'application/pdf' };

    const answer = await platform.bff.upload(
      REGISTER,
      { input: registerInput('eleven-files@example.ma'), paymentReceipt: null, serviceContract: null },
      [
        { ...file, path: 'variables.paymentReceipt' },
        { ...file, path: 'variables.serviceContract' },
        ...Array.from({ length: 9 }, (_, index) => ({ ...file, path: `variables.extra${index}` })),
      ],
      { language: 'en' },
    );

    expect(answer.status).toBe(413);
    expect(answer.errors?.[0]).toMatchObject({ message: 'Too many files (10 at most).', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('accepts a file of exactly 5 MB, as the api does, and refuses one byte more', async () => {
    const sized = (bytes: number) => Buffer.concat([PDF_FILE, Buffer.alloc(bytes - PDF_FILE.length, 0x20)]);
    const register = (email: string, receipt: Buffer) =>
      platform.bff.upload(REGISTER, { input: registerInput(email), paymentReceipt: null, serviceContract: null }, [
        { path: 'variables.paymentReceipt', name: 'recu.pdf', content: receipt, type: 'application/pdf' },
        { path: 'variables.serviceContract', name: 'contrat.pdf', content: PDF_FILE, type: 'application/pdf' },
      ]);

    const largest = await register('largest-file@example.ma', sized(UPLOAD_MAX_BYTES));
    const tooBig = await register('one-byte-more@example.ma', sized(UPLOAD_MAX_BYTES + 1));

    expect(largest.errors).toBeUndefined();
    expect(tooBig.errors?.[0]).toMatchObject({ message: 'Fichier trop volumineux (Max: 5 Mo)' });
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
      message: 'Fichier trop volumineux (Max: 5 Mo)',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const stored = await platform.api.context.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(stored).toEqual([]);
  });
});
