import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScholarship, scholarshipPayload } from '../factories/scholarships.ts';
import { createAgent, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

// A scholarship's optional application fee (docs/product-rules.md, "Money"): written by staff as an
// amount in dirhams, kept and answered in centimes, compared by the audit and copied by a duplicate.

let api: TestApi;
let agent: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  agent = await createAgent(api);
});
afterAll(() => api.close());

const create = (fee: unknown) =>
  api.http.post('/api/scholarships').set(agent.auth).send(scholarshipPayload({ applicationFee: fee }));

describe('a scholarship’s application fee', () => {
  it('is kept in centimes of MAD and answered to visitors in the list, its summary and the detail', async () => {
    const created = await create({ amount: 1250.5 });
    const { id } = created.body.data;

    const detail = await api.http.get(`/api/scholarships/${id}`);
    const list = await api.http.get('/api/scholarships').query({ ids: String(id) });
    const summary = await api.http.get('/api/scholarships').query({ ids: String(id), view: 'summary' });

    const fee = { centimes: 125_050, currency: 'MAD' };
    expect(created.status).toBe(201);
    expect(created.body.data.applicationFee).toEqual(fee);
    expect(detail.body.data.applicationFee).toEqual(fee);
    expect(list.body.data.data[0].applicationFee).toEqual(fee);
    expect(summary.body.data.data[0].applicationFee).toEqual(fee);
  });

  it('is none (free) when staff give none, or take it away', async () => {
    const free = await api.http.post('/api/scholarships').set(agent.auth).send(scholarshipPayload());
    const paying = await create({ amount: 300 });

    const madeFree = await api.http
      .put(`/api/scholarships/${paying.body.data.id}`)
      .set(agent.auth)
      .send(scholarshipPayload({ applicationFee: null }));

    expect(free.body.data.applicationFee).toBeNull();
    expect(madeFree.status).toBe(200);
    expect(madeFree.body.data.applicationFee).toBeNull();
  });

  it.each([
    ['a negative amount', { amount: -5 }],
    ['a third decimal', { amount: 12.345 }],
    ['more than a million dirhams', { amount: 1_000_000.01 }],
    ['words', { amount: 'cent' }],
    ['another currency', { amount: 10, currency: 'EUR' }],
    ['a bare number', 250],
  ])('refuses %s, saying so in the caller’s language', async (_case, fee) => {
    const french = await create(fee);
    const english = await api.http
      .post('/api/scholarships')
      .set(agent.auth)
      .set('Accept-Language', 'en')
      .send(scholarshipPayload({ applicationFee: fee }));

    expect(french.status).toBe(400);
    expect(french.body.code).toBe('MONEY_INVALID');
    expect(Object.keys(french.body.fields)).toEqual([expect.stringMatching(/^applicationFee/)]);
    expect(french.body.message).toBe(
      'Le montant doit être en dirhams, entre 0 et 1 000 000, avec deux décimales au plus.',
    );
    expect(english.body.message).toBe(
      'The amount must be in dirhams, between 0 and 1,000,000, with two decimals at most.',
    );
  });

  it('is a change the audit log records, from what it was to what it is', async () => {
    const created = await create({ amount: 100 });
    const { id } = created.body.data;

    await api.http
      .put(`/api/scholarships/${id}`)
      .set(agent.auth)
      .send(scholarshipPayload({ applicationFee: { amount: 150, currency: 'MAD' } }))
      .expect(200);

    const update = await api.context.db
      .selectFrom('auditLog')
      .select('changes')
      .where('targetType', '=', 'scholarship')
      .where('targetId', '=', String(id))
      .where('action', '=', 'scholarship.update')
      .executeTakeFirstOrThrow();
    expect(update.changes).toEqual({ applicationFeeCentimes: [10_000, 15_000] });
  });

  it('is copied by a duplicate', async () => {
    const source = await createScholarship(api, { applicationFeeCentimes: 20_000 });

    const copy = await api.http.post(`/api/scholarships/${source.id}/duplicate`).set(agent.auth).expect(201);

    expect(copy.body.data.applicationFee).toEqual({ centimes: 20_000, currency: 'MAD' });
  });
});
