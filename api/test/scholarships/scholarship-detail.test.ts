import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scholarshipFilterOptionsAnswerSchema } from '#api/contract.ts';
import { createClosedScholarship, createScholarship } from '../factories/scholarships.ts';
import { createAgent, createUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET /api/scholarships/{id}', () => {
  it('answers the scholarship in French by default, with its FAQ and video', async () => {
    const scholarship = await createScholarship(
      api,
      {
        country: 'JP',
        university: 'Université de Tokyo',
        imageUrl: 'https://images.example.org/mext.jpg',
      },
      { fr: { title: 'Bourse MEXT', videoUrl: 'aBcDeFgHiJk' } },
    );

    const res = await api.http.get(`/api/scholarships/${scholarship.id}`);

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: scholarship.id,
      country: 'JP',
      university: 'Université de Tokyo',
      imageUrl: 'https://images.example.org/mext.jpg',
      startDate: scholarship.startDate,
      deadline: scholarship.deadline,
      deadlinePassed: false,
      language: 'fr',
      title: 'Bourse MEXT',
      longDescription: '<p>Détails de la bourse.</p>',
      video: { url: 'aBcDeFgHiJk' },
      faq: [{ question: 'Qui peut postuler ?', answer: 'Les étudiants marocains.' }],
    });
    expect(res.body.data.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.data).not.toHaveProperty('translations');
  });

  it('serves the asked language and falls back to French when it is missing', async () => {
    const scholarship = await createScholarship(
      api,
      {},
      { fr: { title: 'Bourse Chevening' }, en: { title: 'Chevening Scholarship' } },
    );

    const english = await api.http.get(`/api/scholarships/${scholarship.id}`).query({ language: 'en' });
    const arabic = await api.http.get(`/api/scholarships/${scholarship.id}`).query({ language: 'ar' });

    expect(english.body.data).toMatchObject({ language: 'en', title: 'Chevening Scholarship' });
    expect(arabic.body.data).toMatchObject({ language: 'fr', title: 'Bourse Chevening' });
    expect(arabic.body.data.textLanguages).toEqual({
      title: 'fr',
      description: 'fr',
      longDescription: 'fr',
      faq: 'fr',
    });
  });

  it('says which texts of a translation fall back to French, one by one', async () => {
    const scholarship = await createScholarship(
      api,
      {},
      { ar: { title: 'منحة شيفنينغ', description: 'منحة للماستر.', longDescription: '', faq: [] } },
    );

    const res = await api.http.get(`/api/scholarships/${scholarship.id}`).query({ language: 'ar' });

    expect(res.body.data).toMatchObject({
      language: 'ar',
      title: 'منحة شيفنينغ',
      longDescription: '<p>Détails de la bourse.</p>',
      textLanguages: { title: 'ar', description: 'ar', longDescription: 'fr', faq: 'fr' },
    });
  });

  it('flags a scholarship whose deadline has passed', async () => {
    const scholarship = await createClosedScholarship(api);

    const res = await api.http.get(`/api/scholarships/${scholarship.id}`);

    expect(res.body.data.deadlinePassed).toBe(true);
  });

  it('gives staff every translation', async () => {
    const scholarship = await createScholarship(api, {}, { ar: { title: 'منحة' } });
    const agent = await createAgent(api);

    const res = await api.http.get(`/api/scholarships/${scholarship.id}`).set(agent.auth);

    expect(res.body.data.translations.ar.title).toBe('منحة');
    expect(res.body.data.translations.fr.title).toMatch(/^Bourse/);
  });

  it.each(['999999', 'abc', '1.5', '0', '-1', '99999999999999999999'])(
    'answers /%s with 404 Scholarship not found',
    async (id) => {
      const res = await api.http.get(`/api/scholarships/${id}`).set('Accept-Language', 'en');

      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Scholarship not found', code: 'SCHOLARSHIP_NOT_FOUND' });
    },
  );

  it('answers in French by default', async () => {
    const res = await api.http.get('/api/scholarships/999999');

    expect(res.body.message).toBe('Bourse introuvable');
  });
});

describe('GET /api/scholarships/filters', () => {
  it('lists distinct country codes and universities, sorted, under /filters and /options', async () => {
    const student = await createUser(api);
    await createScholarship(api, { country: 'TR', university: 'Université d’Istanbul' });
    await createScholarship(api, { country: 'EG', university: 'Université du Caire' });
    await createScholarship(api, { country: 'TR', university: 'Université d’Ankara' });

    const filters = await api.http.get('/api/scholarships/filters');
    const options = await api.http.get('/api/scholarships/options').set(student.auth);

    expect(filters.status).toBe(200);
    const { countries, universities } = filters.body.data;
    expect(countries.filter((country: string) => ['TR', 'EG'].includes(country))).toEqual(['EG', 'TR']);
    expect(new Set(countries).size).toBe(countries.length);
    expect(universities).toEqual([...universities].sort((a: string, b: string) => a.localeCompare(b, 'fr')));
    expect(universities).toContain('Université d’Ankara');
    expect(options.body).toEqual(filters.body);
  });

  it('gives each country its own universities, published ones only, so that a chosen country narrows the university menu', async () => {
    await createScholarship(api, { country: 'KR', university: 'Université de Séoul' });
    await createScholarship(api, { country: 'KR', university: 'Université de Busan' });
    await createScholarship(api, { country: 'KR', university: 'Université de Séoul' });
    await createScholarship(api, { country: 'KR', university: 'Université d’Incheon', status: 'draft' });
    await createScholarship(api, { country: 'SE', university: 'Université d’Uppsala' });

    const res = await api.http.get('/api/scholarships/filters');

    const { countries, universitiesByCountry } = scholarshipFilterOptionsAnswerSchema.parse(res.body.data);
    const universitiesOf = (code: string) => universitiesByCountry.find(({ country }) => country === code)?.universities;
    expect(universitiesOf('KR')).toEqual(['Université de Busan', 'Université de Séoul']);
    expect(universitiesOf('SE')).toEqual(['Université d’Uppsala']);
    expect(universitiesByCountry.map(({ country }) => country)).toEqual(countries);
  });
});
