import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casablancaWallClock } from '../casablanca-time.ts';
import { createClosedScholarship, createScholarship, uniqueCountry } from '../factories/scholarships.ts';
import { createAdmin, createAgent, createUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const DAY = 24 * 60 * 60 * 1000;
const idsAndPassed = (body: { data: { data: { id: number; deadlinePassed: boolean }[] } }) =>
  body.data.data.map((item) => [item.id, item.deadlinePassed]);
const daysFromNow = (days: number) =>
  new Date(api.clock.now().getTime() + days * DAY).toISOString().slice(0, 10);

describe('GET /api/scholarships pagination', () => {
  it('answers the first page of 10 with the pagination of the whole list', async () => {
    const country = uniqueCountry();
    for (let i = 0; i < 25; i++) await createScholarship(api, { country });

    const res = await api.http.get('/api/scholarships').query({ country });

    expect(res.status).toBe(200);
    expect(res.body.data.data).toHaveLength(10);
    expect(res.body.data.pagination).toEqual({ total: 25, capped: false, page: 1, limit: 10, pages: 3 });
  });

  it('answers the rest on the last page and nothing past the end', async () => {
    const country = uniqueCountry();
    for (let i = 0; i < 25; i++) await createScholarship(api, { country });

    const last = await api.http.get('/api/scholarships').query({ country, page: 3 });
    const pastTheEnd = await api.http.get('/api/scholarships').query({ country, page: 4 });

    expect(last.body.data.data).toHaveLength(5);
    expect(pastTheEnd.status).toBe(200);
    expect(pastTheEnd.body.data).toEqual({
      data: [],
      pagination: { total: 25, capped: false, page: 4, limit: 10, pages: 3 },
    });
  });

  it('pages through open and closed scholarships without losing or repeating one', async () => {
    const country = uniqueCountry();
    const created = [];
    for (let i = 0; i < 4; i++)
      created.push(await createScholarship(api, { country, deadline: daysFromNow(i + 1) }));
    for (let i = 0; i < 3; i++)
      created.push(await createClosedScholarship(api, { country, deadline: daysFromNow(-i - 1) }));

    const pages = [];
    for (const page of [1, 2, 3])
      pages.push(await api.http.get('/api/scholarships').query({ country, page, limit: 3 }));

    const ids = pages.flatMap((res) => res.body.data.data.map((item: { id: number }) => item.id));
    expect(ids).toEqual(created.map((scholarship) => scholarship.id));
  });

  it('accepts limits of 1 and 100', async () => {
    const one = await api.http.get('/api/scholarships').query({ limit: 1 });
    const hundred = await api.http.get('/api/scholarships').query({ limit: 100 });

    expect(one.status).toBe(200);
    expect(one.body.data.pagination.limit).toBe(1);
    expect(hundred.status).toBe(200);
    expect(hundred.body.data.pagination.limit).toBe(100);
  });

  it.each(['0', '101', 'ten', '-5', '2.5'])('refuses limit=%s with a clear message', async (limit) => {
    const res = await api.http.get('/api/scholarships').query({ limit }).set('Accept-Language', 'en');

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'LIMIT_OUT_OF_RANGE',
      message: 'The limit must be a whole number between 1 and 100.',
    });
  });

  it('refuses page=0 in French by default', async () => {
    const res = await api.http.get('/api/scholarships').query({ page: 0 });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'PAGE_INVALID',
      message: 'La page doit être un nombre entier supérieur ou égal à 1.',
    });
  });
});

describe('GET /api/scholarships ordering and deadline', () => {
  it('lists open scholarships by nearest deadline, then closed ones most recently closed first', async () => {
    const country = uniqueCountry();
    const closedLongAgo = await createClosedScholarship(api, { country, deadline: daysFromNow(-20) });
    const openLater = await createScholarship(api, { country, deadline: daysFromNow(40) });
    const closedYesterday = await createClosedScholarship(api, { country, deadline: daysFromNow(-1) });
    const openSoon = await createScholarship(api, { country, deadline: daysFromNow(2) });
    const openSoonToo = await createScholarship(api, { country, deadline: daysFromNow(2) });

    const res = await api.http.get('/api/scholarships').query({ country });

    expect(res.body.data.data.map((item: { id: number }) => item.id)).toEqual([
      openSoon.id,
      openSoonToo.id,
      openLater.id,
      closedYesterday.id,
      closedLongAgo.id,
    ]);
    expect(res.body.data.data.map((item: { deadlinePassed: boolean }) => item.deadlinePassed)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it('keeps a scholarship open until 23:59:59 in Casablanca on its deadline day, then closes it', async () => {
    const country = uniqueCountry();
    api.clock.set(casablancaWallClock('2026-11-20T12:00:00'));
    const closingToday = await createScholarship(api, {
      country,
      startDate: '2026-11-01',
      deadline: '2026-11-30',
    });
    const openLonger = await createScholarship(api, {
      country,
      startDate: '2026-11-01',
      deadline: '2026-12-20',
    });
    const closedBefore = await createScholarship(api, {
      country,
      startDate: '2026-10-01',
      deadline: '2026-11-10',
    });

    // Casablanca's own wall clock: the time-zone database decides its offset that day.
    api.clock.set(casablancaWallClock('2026-11-30T23:59:59'));
    const lastSecond = await api.http.get('/api/scholarships').query({ country });
    api.clock.set(casablancaWallClock('2026-12-01T00:00:00'));
    const nextSecond = await api.http.get('/api/scholarships').query({ country });
    api.clock.set(new Date());

    expect(idsAndPassed(lastSecond.body)).toEqual([
      [closingToday.id, false],
      [openLonger.id, false],
      [closedBefore.id, true],
    ]);
    expect(idsAndPassed(nextSecond.body)).toEqual([
      [openLonger.id, false],
      [closingToday.id, true],
      [closedBefore.id, true],
    ]);
  });

  it('closes at 22:59:59Z → 23:00:00Z when Casablanca is UTC+1', async () => {
    const country = uniqueCountry();
    api.clock.set(new Date('2026-06-20T12:00:00Z'));
    const scholarship = await createScholarship(api, {
      country,
      startDate: '2026-06-01',
      deadline: '2026-07-01',
    });

    api.clock.set(new Date('2026-07-01T22:59:59Z'));
    const lastSecond = await api.http.get(`/api/scholarships/${scholarship.id}`);
    api.clock.set(new Date('2026-07-01T23:00:00Z'));
    const nextSecond = await api.http.get(`/api/scholarships/${scholarship.id}`);
    api.clock.set(new Date());

    expect(lastSecond.body.data.deadlinePassed).toBe(false);
    expect(nextSecond.body.data.deadlinePassed).toBe(true);
  });

  it('with deadline=date keeps only scholarships still open on that day', async () => {
    const country = uniqueCountry();
    await createClosedScholarship(api, { country });
    const endsOnTheDay = await createScholarship(api, { country, deadline: daysFromNow(10) });
    const endsLater = await createScholarship(api, { country, deadline: daysFromNow(20) });
    await createScholarship(api, { country, deadline: daysFromNow(9) });

    const res = await api.http.get('/api/scholarships').query({ country, deadline: daysFromNow(10) });

    expect(res.body.data.data.map((item: { id: number }) => item.id)).toEqual([
      endsOnTheDay.id,
      endsLater.id,
    ]);
  });

  it.each(['2026-02-30', '30/11/2026', 'tomorrow'])('refuses deadline=%s', async (deadline) => {
    const res = await api.http.get('/api/scholarships').query({ deadline });

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('DATE_INVALID');
  });
});

describe('GET /api/scholarships filters', () => {
  it('filters by country and university, exactly but whatever the case', async () => {
    const country = uniqueCountry();
    const wanted = await createScholarship(api, { country, university: 'Université de Lyon' });
    await createScholarship(api, { country, university: 'Université de Lyon 2' });
    await createScholarship(api, { country: `${country}-bis`, university: 'Université de Lyon' });

    const res = await api.http
      .get('/api/scholarships')
      .query({ country: country.toUpperCase(), university: 'université de lyon' });

    expect(res.body.data.data.map((item: { id: number }) => item.id)).toEqual([wanted.id]);
  });

  it('treats empty filters as no filter', async () => {
    const country = uniqueCountry();
    await createScholarship(api, { country });

    const res = await api.http.get(
      `/api/scholarships?country=${encodeURIComponent(country)}&search=&university=&deadline=`,
    );

    expect(res.status).toBe(200);
    expect(res.body.data.pagination.total).toBe(1);
  });
});

describe('GET /api/scholarships languages', () => {
  it('serves the Arabic content when it exists', async () => {
    const country = uniqueCountry();
    await createScholarship(api, { country }, { ar: { title: 'منحة التميز', description: 'وصف بالعربية' } });

    const res = await api.http.get('/api/scholarships').query({ country, language: 'ar' });

    expect(res.body.data.data[0]).toMatchObject({
      language: 'ar',
      title: 'منحة التميز',
      description: 'وصف بالعربية',
    });
  });

  it('falls back to French when Arabic is asked but only French exists', async () => {
    const country = uniqueCountry();
    await createScholarship(
      api,
      { country },
      { fr: { title: 'Bourse Eiffel', description: 'Master en France' } },
    );

    const res = await api.http.get('/api/scholarships').query({ country, language: 'ar' });

    expect(res.body.data.data[0]).toMatchObject({
      language: 'fr',
      title: 'Bourse Eiffel',
      description: 'Master en France',
    });
  });

  it('fills each missing field of a partial translation from French', async () => {
    const country = uniqueCountry();
    await createScholarship(
      api,
      { country },
      {
        fr: { description: 'Description en français', videoUrl: 'https://videos.example.org/eiffel' },
        en: { title: 'Eiffel Scholarship', description: '' },
      },
    );

    const res = await api.http.get('/api/scholarships').query({ country, language: 'en' });

    expect(res.body.data.data[0]).toMatchObject({
      language: 'en',
      title: 'Eiffel Scholarship',
      description: 'Description en français',
      video: { url: 'https://videos.example.org/eiffel' },
    });
  });

  it('uses Accept-Language when no language is asked', async () => {
    const country = uniqueCountry();
    await createScholarship(api, { country }, { ar: { title: 'منحة' } });

    const res = await api.http.get('/api/scholarships').query({ country }).set('Accept-Language', 'ar');

    expect(res.body.data.data[0]).toMatchObject({ language: 'ar', title: 'منحة' });
  });

  it('refuses an unsupported language', async () => {
    const res = await api.http.get('/api/scholarships').query({ language: 'de' });

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('LANGUAGE_INVALID');
  });
});

describe('GET /api/scholarships translations', () => {
  it('never shows every translation to a visitor or a student, even when asked', async () => {
    const country = uniqueCountry();
    await createScholarship(api, { country }, { ar: { title: 'منحة' } });
    const student = await createUser(api);

    const visitor = await api.http.get('/api/scholarships').query({ country, includeTranslations: 'true' });
    const asStudent = await api.http
      .get('/api/scholarships')
      .query({ country, includeTranslations: 'true' })
      .set(student.auth);

    expect(visitor.body.data.data[0]).not.toHaveProperty('translations');
    expect(asStudent.body.data.data[0]).not.toHaveProperty('translations');
  });

  it('gives staff every translation when they ask for them', async () => {
    const country = uniqueCountry();
    await createScholarship(api, { country }, { ar: { title: 'منحة' } });
    const agent = await createAgent(api);
    const admin = await createAdmin(api);

    const asAgent = await api.http
      .get('/api/scholarships')
      .query({ country, includeTranslations: 'true' })
      .set(agent.auth);
    const asAdmin = await api.http
      .get('/api/scholarships')
      .query({ country, includeTranslations: 'true' })
      .set(admin.auth);
    const notAsked = await api.http.get('/api/scholarships').query({ country }).set(admin.auth);

    expect(Object.keys(asAgent.body.data.data[0].translations).sort()).toEqual(['ar', 'fr']);
    expect(asAgent.body.data.data[0].translations.ar.title).toBe('منحة');
    expect(asAdmin.body.data.data[0].translations.fr.faq).toEqual([
      { question: 'Qui peut postuler ?', answer: 'Les étudiants marocains.' },
    ]);
    expect(notAsked.body.data.data[0]).not.toHaveProperty('translations');
  });
});
