import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createAgent, createUser, type TestUser } from '@bourses/api/test/factories/users';
import { FILTER_OPTIONS, SCHOLARSHIP, SCHOLARSHIPS, UPDATE_SCHOLARSHIP } from './operations.ts';
import { startTestBff, startTestPlatform, type CallOptions, type TestBff, type TestPlatform } from './test-platform.ts';

// Redis runs on this machine for tests; each run keeps its keys apart.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const sharedRedis = () => ({ REDIS_URL, RATE_LIMIT_PREFIX: `test-${randomBytes(6).toString('hex')}` });

interface ScholarshipList {
  scholarships: { items: { id: string; title: string; country: string }[]; pagination: { total: number } };
}

interface FilterOptions {
  scholarshipFilterOptions: { universitiesByCountry: { country: string; universities: string[] }[] };
}

let platform: TestPlatform;
let agent: TestUser;
let scholarshipId: number;
beforeAll(async () => {
  platform = await startTestPlatform();
  agent = await createAgent(platform.api);
  scholarshipId = (await createScholarship(platform.api, {}, { ar: { title: 'منحة الأطلس' } })).id;
}, 120_000);
afterAll(() => platform.close());

/** The answer to a query and how many calls the bff made to the api for it. */
async function upstreamCallsOf<TData>(bff: TestBff, query: string, variables: Record<string, unknown>, options?: CallOptions) {
  const before = bff.upstreamCalls.length;
  const answer = await bff.graphql<TData>(query, variables, options);
  return { answer, calls: bff.upstreamCalls.length - before };
}

const scholarshipInput = (title: string, university: string) => ({
  country: 'CA',
  university,
  startDate: '2027-09-01',
  deadline: '2099-06-30',
  translations: { fr: { title, description: 'Une bourse de master.', longDescription: '<p>Détails</p>' } },
});

describe('a visitor’s catalogue query', () => {
  it('is answered from the cache the second time: the api is not called again', async () => {
    const variables = { limit: 10, filter: { search: 'atlas' } };
    const first = await upstreamCallsOf<ScholarshipList>(platform.bff, SCHOLARSHIPS, { limit: 10 });
    const again = await upstreamCallsOf<ScholarshipList>(platform.bff, SCHOLARSHIPS, { limit: 10 });
    const otherVariables = await upstreamCallsOf<ScholarshipList>(platform.bff, SCHOLARSHIPS, variables);

    expect(first.calls).toBe(1);
    expect(again.calls).toBe(0);
    expect(again.answer.data).toEqual(first.answer.data);
    expect(otherVariables.calls).toBe(1);
  });

  it('is kept per language: an Arabic reader gets the Arabic content', async () => {
    await platform.bff.graphql(SCHOLARSHIP, { id: String(scholarshipId) }, { language: 'fr' });

    const arabic = await upstreamCallsOf<{ scholarship: { title: string } }>(
      platform.bff,
      SCHOLARSHIP,
      { id: String(scholarshipId) },
      { language: 'ar' },
    );
    const arabicAgain = await upstreamCallsOf(platform.bff, SCHOLARSHIP, { id: String(scholarshipId) }, { language: 'ar' });

    expect(arabic.calls).toBe(1);
    expect(arabic.answer.data?.scholarship.title).toBe('منحة الأطلس');
    expect(arabicAgain.calls).toBe(0);
  });

  it('keeps the filter options too, each country with its universities', async () => {
    await platform.bff.graphql(FILTER_OPTIONS);

    const again = await upstreamCallsOf<FilterOptions>(platform.bff, FILTER_OPTIONS, {});

    expect(again.calls).toBe(0);
    const { universitiesByCountry } = again.answer.data?.scholarshipFilterOptions ?? { universitiesByCountry: [] };
    expect(universitiesByCountry.find(({ country }) => country === 'FR')?.universities).toContain('Université Paris-Saclay');
  });

  it('is not kept when it asks for more than the public catalogue', async () => {
    const withMe = `query { me { id } scholarships(limit: 1) { items { id } } }`;
    await platform.bff.graphql(withMe);

    const again = await upstreamCallsOf(platform.bff, withMe, {});

    expect(again.calls).toBe(1);
  });
});

describe('a visitor’s query with variables nested too deep to serialise', () => {
  it('is refused as the caller’s error, not answered with a 500', async () => {
    let nested = '1';
    for (let depth = 0; depth < 20_000; depth += 1) nested = `{"a":${nested}}`;
    const body = `{"query":"query Q($filter: ScholarshipFilter) { scholarships(filter: $filter) { items { id } } }","variables":{"filter":{"search":${nested}}}}`;

    const response = await fetch(`${platform.bff.url}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

    expect(response.status).toBe(400);
  });
});

describe('a signed-in caller’s catalogue query', () => {
  it('always reaches the api, and never fills the visitors’ cache', async () => {
    const student = await createUser(platform.api);
    const variables = { limit: 3, page: 1, filter: { country: 'FR' } };

    const first = await upstreamCallsOf(platform.bff, SCHOLARSHIPS, variables, { token: student.token });
    const again = await upstreamCallsOf(platform.bff, SCHOLARSHIPS, variables, { token: student.token });
    const visitor = await upstreamCallsOf(platform.bff, SCHOLARSHIPS, variables);

    expect(first.calls).toBeGreaterThan(0);
    expect(again.calls).toBe(first.calls);
    expect(visitor.calls).toBe(1);
  });
});

describe('a staff change to a scholarship', () => {
  it('makes the next visitor’s list fresh on the same bff', async () => {
    const university = `Université ${randomBytes(3).toString('hex')}`;
    const created = await createScholarship(platform.api, { university });
    const variables = { limit: 10, filter: { university } };
    await platform.bff.graphql(SCHOLARSHIPS, variables);

    const update = await platform.bff.graphql(
      UPDATE_SCHOLARSHIP,
      { id: String(created.id), input: scholarshipInput('Bourse renommée', university) },
      { token: agent.token },
    );
    const after = await upstreamCallsOf<ScholarshipList>(platform.bff, SCHOLARSHIPS, variables);

    expect(update.errors).toBeUndefined();
    expect(after.calls).toBe(1);
    expect(after.answer.data?.scholarships.items.map((item) => item.title)).toEqual(['Bourse renommée']);
  });

  it('made through another bff sharing Redis makes the next visitor’s list fresh on this one', async () => {
    const env = sharedRedis();
    const reading = await startTestBff(platform.api.baseUrl, env);
    const writing = await startTestBff(platform.api.baseUrl, env);
    try {
      const university = `Université ${randomBytes(3).toString('hex')}`;
      const created = await createScholarship(platform.api, { university });
      const variables = { limit: 10, filter: { university } };
      await reading.graphql(SCHOLARSHIPS, variables);
      const cached = await upstreamCallsOf(reading, SCHOLARSHIPS, variables);
      // Another bff sharing the store serves the same answer without the api.
      const cachedElsewhere = await upstreamCallsOf(writing, SCHOLARSHIPS, variables);

      await writing.graphql(
        UPDATE_SCHOLARSHIP,
        { id: String(created.id), input: scholarshipInput('Bourse mise à jour', university) },
        { token: agent.token },
      );
      const after = await upstreamCallsOf<ScholarshipList>(reading, SCHOLARSHIPS, variables);

      expect(cached.calls).toBe(0);
      expect(cachedElsewhere.calls).toBe(0);
      expect(after.calls).toBe(1);
      expect(after.answer.data?.scholarships.items.map((item) => item.title)).toEqual(['Bourse mise à jour']);
    } finally {
      await reading.close();
      await writing.close();
    }
  });
});

describe('a Redis that cannot be reached', () => {
  it('costs the cache, never the answer', async () => {
    const bff = await startTestBff(platform.api.baseUrl, { REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const first = await bff.graphql<ScholarshipList>(SCHOLARSHIPS, { limit: 10 });
      const again = await bff.graphql<ScholarshipList>(SCHOLARSHIPS, { limit: 10 });

      expect(first.errors).toBeUndefined();
      expect(again.errors).toBeUndefined();
      expect(again.data?.scholarships.pagination.total).toBeGreaterThan(0);
    } finally {
      await bff.close();
    }
  });
});
