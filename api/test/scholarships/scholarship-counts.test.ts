import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClosedScholarship, createScholarship, scholarshipPayload } from '../factories/scholarships.ts';
import { createAdmin } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

// The unfiltered list reads its totals from per-deadline counts kept by triggers: this file owns
// its database so that it can check those totals exactly through creates, updates and deletes.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) =>
  new Date(api.clock.now().getTime() + days * DAY).toISOString().slice(0, 10);

async function allIds(limit: number): Promise<{ ids: number[]; total: number }> {
  const ids: number[] = [];
  let total = 0;
  for (let page = 1; page <= 10; page++) {
    const res = await api.http.get('/api/scholarships').query({ page, limit });
    total = res.body.data.pagination.total;
    ids.push(...res.body.data.data.map((item: { id: number }) => item.id));
    if (page >= res.body.data.pagination.pages) break;
  }
  return { ids, total };
}

describe('unfiltered list totals', () => {
  it('follow creates, deadline changes and deletes, and split the pages between open and closed', async () => {
    const admin = await createAdmin(api);
    const empty = await api.http.get('/api/scholarships');
    const soon = await createScholarship(api, { deadline: daysFromNow(3) });
    const later = await createScholarship(api, { deadline: daysFromNow(9) });
    const closed = await createClosedScholarship(api, { deadline: daysFromNow(-2) });
    const created = await api.http
      .post('/api/scholarships')
      .set(admin.auth)
      .send(scholarshipPayload({ startDate: daysFromNow(-30), deadline: daysFromNow(5) }));
    const moved: number = created.body.data.id;
    const gone = await createScholarship(api, { deadline: daysFromNow(3) });

    await api.http
      .put(`/api/scholarships/${moved}`)
      .set(admin.auth)
      .send(scholarshipPayload({ startDate: daysFromNow(-30), deadline: daysFromNow(-1) }));
    await api.http.delete(`/api/scholarships/${gone.id}`).set(admin.auth);
    const listed = await allIds(2);
    const stillOpenIn5Days = await api.http.get('/api/scholarships').query({ deadline: daysFromNow(5) });

    expect(empty.body.data.pagination).toEqual({ total: 0, capped: false, page: 1, limit: 10, pages: 0 });
    expect(listed).toEqual({ ids: [soon.id, later.id, moved, closed.id], total: 4 });
    expect(stillOpenIn5Days.body.data.data.map((item: { id: number }) => item.id)).toEqual([later.id]);
    expect(stillOpenIn5Days.body.data.pagination.total).toBe(1);
  });
});
