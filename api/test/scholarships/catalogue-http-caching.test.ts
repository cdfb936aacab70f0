import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScholarship } from '../factories/scholarships.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

let api: TestApi;
let student: TestUser;
let scholarshipId: number;
beforeAll(async () => {
  api = await startTestApi();
  student = await createUser(api);
  scholarshipId = (await createScholarship(api, {}, { ar: { title: 'منحة التميز' } })).id;
}, 60_000);
afterAll(() => api.close());

const PUBLIC_READS = () => ['/api/scholarships?limit=10', `/api/scholarships/${scholarshipId}`, '/api/scholarships/filters'];

describe('a visitor’s catalogue reads', () => {
  it('may be kept a minute by any cache, per language and token', async () => {
    for (const path of PUBLIC_READS()) {
      const res = await api.http.get(path);

      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('public, max-age=60, stale-while-revalidate=300');
      expect(res.headers.vary, path).toBe('Accept-Language, Authorization');
      expect(res.headers.etag, path).toMatch(/^"[^"]+"$/);
    }
  });

  it('answer 304 without a body to a copy that is still current', async () => {
    for (const path of PUBLIC_READS()) {
      const first = await api.http.get(path);

      const again = await api.http.get(path).set('If-None-Match', first.headers.etag ?? '');

      expect(again.status, path).toBe(304);
      expect(again.text, path).toBe('');
    }
  });

  it('answer in full once the scholarship changed, or in another language', async () => {
    const path = `/api/scholarships/${scholarshipId}`;
    const first = await api.http.get(path);

    const arabic = await api.http.get(path).set('Accept-Language', 'ar').set('If-None-Match', first.headers.etag ?? '');
    await api.context.db.updateTable('scholarships').set({ university: 'Université Mohammed V' }).where('id', '=', scholarshipId).execute();
    const changed = await api.http.get(path).set('If-None-Match', first.headers.etag ?? '');

    expect(arabic.status).toBe(200);
    expect(arabic.body.data.title).toBe('منحة التميز');
    expect(changed.status).toBe(200);
    expect(changed.body.data.university).toBe('Université Mohammed V');
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });
});

describe('a signed-in caller’s catalogue reads', () => {
  it('are never stored: they depend on who asks', async () => {
    for (const path of PUBLIC_READS()) {
      const res = await api.http.get(path).set(student.auth);

      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('private, no-store');
    }
  });
});

describe('a read that fails', () => {
  it('is not marked cacheable', async () => {
    const res = await api.http.get('/api/scholarships/999999');

    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
