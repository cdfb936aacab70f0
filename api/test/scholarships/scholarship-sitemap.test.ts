import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scholarshipSitemapEntrySchema } from '#api/contract.ts';
import { createScholarship } from '../factories/scholarships.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET /api/scholarships/sitemap', () => {
  it('names every scholarship, newest first, with when it last changed, to anyone', async () => {
    const older = await createScholarship(api);
    const newer = await createScholarship(api);

    const res = await api.http.get('/api/scholarships/sitemap');

    expect(res.status).toBe(200);
    const entries = scholarshipSitemapEntrySchema.array().parse(res.body.data);
    const ids = entries.map((entry) => entry.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(Number.isNaN(Date.parse(entries[0]?.updatedAt ?? ''))).toBe(false);
  });
});
