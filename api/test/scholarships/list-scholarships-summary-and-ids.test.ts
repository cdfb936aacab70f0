import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scholarshipSummaryAnswerSchema } from '#api/contract.ts';
import { createClosedScholarship, createScholarship, uniqueCountry } from '../factories/scholarships.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET /api/scholarships?view=summary', () => {
  it('answers each scholarship without its long content, in the shape of the contract', async () => {
    const country = uniqueCountry();
    await createScholarship(api, { country }, { fr: { videoUrl: 'https://vimeo.com/76979871' } });

    const full = await api.http.get('/api/scholarships').query({ country });
    const summary = await api.http.get('/api/scholarships').query({ country, view: 'summary' });

    expect(summary.status).toBe(200);
    const [item] = summary.body.data.data;
    expect(scholarshipSummaryAnswerSchema.strict().safeParse(item).success).toBe(true);
    const { longDescription: _long, videoUrl: _url, video: _video, faq: _faq, ...cardFields } = full.body.data.data[0];
    expect(item).toEqual(cardFields);
    expect(summary.body.data.pagination).toEqual(full.body.data.pagination);
  });

  it('refuses a view it does not know, in the caller’s language', async () => {
    const res = await api.http.get('/api/scholarships').query({ view: 'full' }).set('Accept-Language', 'en');

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_FIELD');
    expect(res.body.message).toBe('Invalid field: view');
  });
});

describe('GET /api/scholarships?ids=', () => {
  it('answers the scholarships of a comma-separated list in the order asked', async () => {
    const first = await createScholarship(api);
    const second = await createClosedScholarship(api);
    const third = await createScholarship(api);

    const res = await api.http.get(`/api/scholarships?ids=${third.id},${first.id},${second.id}`);

    expect(res.status).toBe(200);
    expect(res.body.data.data.map((item: { id: number }) => item.id)).toEqual([
      third.id,
      first.id,
      second.id,
    ]);
    expect(res.body.data.pagination).toEqual({ total: 3, capped: false, page: 1, limit: 3, pages: 1 });
  });

  it('accepts repeated ids and leaves out the ones that do not exist', async () => {
    const scholarship = await createScholarship(api);

    const res = await api.http.get(`/api/scholarships?ids=${scholarship.id}&ids=999999`);

    expect(res.body.data.data.map((item: { id: number }) => item.id)).toEqual([scholarship.id]);
  });

  it('refuses ids that are not numbers, or more than 100 of them', async () => {
    const letters = await api.http.get('/api/scholarships?ids=1,abc');
    const tooMany = await api.http.get(
      `/api/scholarships?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
    );

    expect(letters.status).toBe(400);
    expect(letters.body.code).toBe('SCHOLARSHIP_IDS_INVALID');
    expect(tooMany.status).toBe(400);
  });
});
