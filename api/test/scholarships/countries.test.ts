import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScholarship, scholarshipPayload } from '../factories/scholarships.ts';
import { createAgent, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

// Countries are ISO 3166-1 alpha-2 codes: staff write a code, everyone finds it by its name in
// French, Arabic or English, and lists filter by the code.

let api: TestApi;
let agent: TestUser;
let french: number;
let spanish: number;
let moroccan: number;
beforeAll(async () => {
  api = await startTestApi();
  agent = await createAgent(api);
  french = (await createScholarship(api, { country: 'FR' }, { fr: { title: 'Bourse Eiffel', description: 'Master.' } })).id;
  moroccan = (await createScholarship(api, { country: 'MA' }, { fr: { title: 'Bourse OCP', description: 'Agronomie.' } }))
    .id;
  const created = await api.http
    .post('/api/scholarships')
    .set(agent.auth)
    .send(scholarshipPayload({ country: 'es', university: 'Universidad de Granada' }));
  spanish = created.body.data.id;
});
afterAll(() => api.close());

async function searchIds(search: string): Promise<number[]> {
  const res = await api.http.get('/api/scholarships').query({ search, limit: 100 });
  expect(res.status).toBe(200);
  return res.body.data.data.map((item: { id: number }) => item.id).sort((a: number, b: number) => a - b);
}

describe('writing a scholarship’s country', () => {
  it('stores the code in capitals, however staff typed it', async () => {
    const res = await api.http.get(`/api/scholarships/${spanish}`);

    expect(res.body.data.country).toBe('ES');
  });

  it('refuses an unknown code or a country’s name with a coded 400 in the caller’s language', async () => {
    const send = (country: string, language: string) =>
      api.http
        .post('/api/scholarships')
        .set(agent.auth)
        .set('Accept-Language', language)
        .send(scholarshipPayload({ country }));

    const [fr, ar, en] = await Promise.all([send('XX', 'fr'), send('Espagne', 'ar'), send('EU', 'en')]);

    expect([fr.status, ar.status, en.status]).toEqual([400, 400, 400]);
    expect([fr.body.code, ar.body.code, en.body.code]).toEqual(['COUNTRY_INVALID', 'COUNTRY_INVALID', 'COUNTRY_INVALID']);
    expect(fr.body.message).toBe('Pays inconnu : donnez son code ISO 3166-1 à deux lettres (FR, ES, MA…).');
    expect(ar.body.message).toBe('بلد غير معروف: أدخل رمزه المكوَّن من حرفين وفق ISO 3166-1 ‏(FR، ES، MA…).');
    expect(en.body).toMatchObject({
      message: 'Unknown country: give its two-letter ISO 3166-1 code (FR, ES, MA…).',
      fields: { country: 'Unknown country: give its two-letter ISO 3166-1 code (FR, ES, MA…).' },
    });
  });

  it('refuses an unknown code on update too, and keeps the scholarship as it was', async () => {
    const res = await api.http
      .put(`/api/scholarships/${spanish}`)
      .set(agent.auth)
      .send(scholarshipPayload({ country: 'Spain' }));
    const after = await api.http.get(`/api/scholarships/${spanish}`);

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('COUNTRY_INVALID');
    expect(after.body.data.country).toBe('ES');
  });
});

describe('searching by a country’s name', () => {
  it('finds a country’s scholarships by its name in Arabic, French or English', async () => {
    expect(await searchIds('فرنسا')).toEqual([french]);
    expect(await searchIds('France')).toEqual([french]);
    expect(await searchIds('Espagne')).toEqual([spanish]);
    expect(await searchIds('Spain')).toEqual([spanish]);
    expect(await searchIds('إسبانيا')).toEqual([spanish]);
    expect(await searchIds('المغرب')).toEqual([moroccan]);
    expect(await searchIds('morocco')).toEqual([moroccan]);
  });

  it('combines a country’s name with the other words of the search', async () => {
    expect(await searchIds('bourse maroc')).toEqual([moroccan]);
    expect(await searchIds('eiffel espagne')).toEqual([]);
  });

  it('follows a change of country', async () => {
    const scholarship = await api.http
      .post('/api/scholarships')
      .set(agent.auth)
      .send(scholarshipPayload({ country: 'CA', university: 'Université Laval' }));
    const id: number = scholarship.body.data.id;
    const before = await searchIds('كندا');

    await api.http.put(`/api/scholarships/${id}`).set(agent.auth).send(scholarshipPayload({ country: 'JP' }));

    expect(before).toEqual([id]);
    expect(await searchIds('كندا')).toEqual([]);
    expect(await searchIds('اليابان')).toEqual([id]);
  });
});

describe('filtering by country', () => {
  it('filters the list by a country’s code, whatever its case', async () => {
    const upper = await api.http.get('/api/scholarships').query({ country: 'ES' });
    const lower = await api.http.get('/api/scholarships').query({ country: 'fr' });

    expect(upper.body.data.data.map((item: { id: number }) => item.id)).toEqual([spanish]);
    expect(lower.body.data.data.map((item: { id: number }) => item.id)).toEqual([french]);
  });

  it('offers the codes of the countries that have scholarships', async () => {
    const res = await api.http.get('/api/scholarships/filters');

    expect(res.body.data.countries).toEqual(expect.arrayContaining(['ES', 'FR', 'MA']));
    expect(res.body.data.countries.every((country: string) => /^[A-Z]{2}$/.test(country))).toBe(true);
  });
});
