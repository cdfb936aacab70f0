import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCountryCode } from '@bourses/common/country-codes';
import { playableVideo } from '@bourses/common/video';
import { seedDemoScholarships } from '#api/seed/demo-scholarships.ts';
import { createAdmin } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

interface Item {
  id: number;
  country: string;
  university: string;
  deadlinePassed: boolean;
  language: string;
  translations: Record<string, { title: string; longDescription: string; faq: unknown[]; videoUrl: string | null }>;
}

describe('demo scholarships', () => {
  it('seeds at least 12 complete scholarships once, however often the api starts', async () => {
    const admin = await createAdmin(api);

    const first = await seedDemoScholarships(api.context);
    const second = await seedDemoScholarships(api.context);
    const res = await api.http
      .get('/api/scholarships')
      .query({ limit: 100, includeTranslations: 'true' })
      .set(admin.auth);

    expect(first).toBeGreaterThanOrEqual(12);
    expect(second).toBe(0);
    const items: Item[] = res.body.data.data;
    expect(items).toHaveLength(first);
    for (const item of items) {
      for (const language of ['fr', 'ar']) {
        const translation = item.translations[language];
        expect(translation?.title).toBeTruthy();
        expect(translation?.longDescription).toMatch(/^<h2>.+<\/h2><p>.+<\/p>.*<ul><li>/);
        expect(translation?.faq.length).toBeGreaterThanOrEqual(3);
      }
    }
    // No channel page, which YouTube refuses to frame: a video the page can play, or none.
    const videos = items.map((item) => item.translations.fr?.videoUrl).filter((url) => url);
    expect(videos.filter((url) => !playableVideo(url ?? ''))).toEqual([]);
  });

  it('mixes open and closed scholarships, with countries and universities shared by several', async () => {
    const res = await api.http.get('/api/scholarships').query({ limit: 100, language: 'ar' });
    const items: Item[] = res.body.data.data;

    const open = items.filter((item) => !item.deadlinePassed).length;
    expect(open).toBeGreaterThanOrEqual(6);
    expect(items.length - open).toBeGreaterThanOrEqual(3);
    expect(items.every((item) => item.language === 'ar')).toBe(true);
    const countries = items.map((item) => item.country);
    const universities = items.map((item) => item.university);
    expect(new Set(countries).size).toBeLessThan(countries.length);
    expect(new Set(universities).size).toBeLessThan(universities.length);
  });

  it('answers the shared countries, stored as ISO codes, through the filter', async () => {
    const res = await api.http.get('/api/scholarships').query({ country: 'MA', limit: 100 });
    const all = await api.http.get('/api/scholarships').query({ limit: 100 });

    expect(res.body.data.pagination.total).toBe(2);
    expect(all.body.data.data.every((item: Item) => isCountryCode(item.country))).toBe(true);
  });
});
