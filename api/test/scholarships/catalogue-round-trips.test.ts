import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../factories/applications.ts';
import { createClosedScholarship, createScholarship, uniqueCountry } from '../factories/scholarships.ts';
import { createAgent, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

// Each statement is a round trip to the database: the catalogue's reads cost one whatever their size.

let api: TestApi;
let agent: TestUser;
const country = uniqueCountry();
beforeAll(async () => {
  api = await startTestApi();
  agent = await createAgent(api);
  for (let index = 0; index < 7; index += 1) {
    await createScholarship(api, { country }, { ar: { title: `منحة ${index}` }, en: { title: `Grant ${index}` } });
  }
  for (let index = 0; index < 5; index += 1) await createClosedScholarship(api, { country });
}, 60_000);
afterAll(() => api.close());

/** The statements the api ran to answer one request. */
async function statementsOf<T>(request: () => PromiseLike<T>): Promise<{ answer: T; statements: string[] }> {
  const before = api.statements.length;
  const answer = await request();
  return { answer, statements: api.statements.slice(before) };
}

describe('the scholarship list', () => {
  it('answers a page of open and closed scholarships, their content and the total in one statement', async () => {
    const { answer, statements } = await statementsOf(() =>
      api.http.get('/api/scholarships').query({ country, page: 1, limit: 10 }).set('Accept-Language', 'ar'),
    );

    expect(answer.status).toBe(200);
    expect(answer.body.data.pagination).toEqual({ total: 12, capped: false, page: 1, limit: 10, pages: 2 });
    const items: { title: string; deadlinePassed: boolean }[] = answer.body.data.data;
    expect(items.map((item) => item.deadlinePassed)).toEqual([...Array(7).fill(false), true, true, true]);
    expect(items[0]?.title).toMatch(/^منحة/);
    expect(statements).toHaveLength(1);
  });

  it('answers the total in one statement past the last page too', async () => {
    const { answer, statements } = await statementsOf(() => api.http.get('/api/scholarships').query({ country, page: 5 }));

    expect(answer.body.data).toEqual({ data: [], pagination: { total: 12, capped: false, page: 5, limit: 10, pages: 2 } });
    expect(statements).toHaveLength(1);
  });

  it('gives staff every language and the application counts in the same statement (plus the one that loads them)', async () => {
    const scholarship = await createScholarship(api, { country });
    await createApplication(api, { scholarshipId: scholarship.id });

    const { answer, statements } = await statementsOf(() =>
      api.http.get('/api/scholarships').query({ ids: String(scholarship.id), includeTranslations: 'true' }).set(agent.auth),
    );

    expect(answer.body.data.data[0]).toMatchObject({ id: scholarship.id, applicationCount: 1 });
    expect(Object.keys(answer.body.data.data[0].translations)).toEqual(['fr']);
    // The first statement loads the signed-in caller (auth/authenticate.ts).
    expect(statements).toHaveLength(2);
  });
});

describe('the other catalogue reads', () => {
  it('answers a scholarship with its content in one statement', async () => {
    const scholarship = await createScholarship(api, { country }, { en: { title: 'Excellence grant' } });

    const { answer, statements } = await statementsOf(() =>
      api.http.get(`/api/scholarships/${scholarship.id}`).set('Accept-Language', 'en'),
    );

    expect(answer.body.data).toMatchObject({ id: scholarship.id, title: 'Excellence grant', language: 'en' });
    expect(statements).toHaveLength(1);
  });

  it('answers the filter options in one statement', async () => {
    const { answer, statements } = await statementsOf(() => api.http.get('/api/scholarships/filters'));

    expect(answer.body.data.countries).toContain(country);
    expect(statements).toHaveLength(1);
  });
});
