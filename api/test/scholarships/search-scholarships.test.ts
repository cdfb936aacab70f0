import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScholarship } from '../factories/scholarships.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

let api: TestApi;
let eiffel: number;
let daad: number;
let moroccan: number;
beforeAll(async () => {
  api = await startTestApi();
  eiffel = (
    await createScholarship(
      api,
      { country: 'FR' },
      {
        fr: {
          title: 'Bourse d’Excellence Eiffel',
          description: 'Études supérieures en ingénierie à l’École Polytechnique.',
        },
        ar: { title: 'مِنْحَةُ إيفل لِلتَّمَيُّز', description: 'دراسات عليا في الهندسة بفرنسا' },
      },
    )
  ).id;
  daad = (
    await createScholarship(
      api,
      { country: 'DE' },
      {
        fr: { title: 'Bourse DAAD', description: 'Master en économie à Berlin.' },
        ar: { title: 'منحة الأكاديمية الألمانية', description: 'ماجستير في الاقتصاد ببرلين' },
        en: { title: 'DAAD Scholarship', description: 'Master’s degree in economics in Berlin.' },
      },
    )
  ).id;
  moroccan = (
    await createScholarship(
      api,
      { country: 'MA' },
      {
        fr: { title: 'Bourse de la Fondation OCP', description: 'Pour les étudiants en agronomie.' },
        ar: {
          title: 'منحة مؤسسة المكتب الشريف للفوسفاط',
          description: 'لطلبة الهندسة الزراعيـــة بالمدرسة الوطنية',
        },
      },
    )
  ).id;
});
afterAll(() => api.close());

async function searchIds(search: string): Promise<number[]> {
  const res = await api.http.get('/api/scholarships').query({ search, limit: 100 });
  expect(res.status).toBe(200);
  return res.body.data.data.map((item: { id: number }) => item.id).sort((a: number, b: number) => a - b);
}

describe('GET /api/scholarships?search= in French', () => {
  it('finds a word of the title whatever its case', async () => {
    expect(await searchIds('EIFFEL')).toEqual([eiffel]);
  });

  it('finds words with or without their accents', async () => {
    expect(await searchIds('ecole polytechnique')).toEqual([eiffel]);
    expect(await searchIds('École')).toEqual([eiffel]);
    expect(await searchIds('economie')).toEqual([daad]);
    expect(await searchIds('études')).toEqual([eiffel]);
  });

  it('needs every word of the search', async () => {
    expect(await searchIds('bourse berlin')).toEqual([daad]);
    expect(await searchIds('bourse')).toEqual([eiffel, daad, moroccan]);
    expect(await searchIds('eiffel berlin')).toEqual([]);
  });

  it('matches parts of words and the English content too', async () => {
    expect(await searchIds('agronom')).toEqual([moroccan]);
    expect(await searchIds('economics')).toEqual([daad]);
  });

  it('treats characters that mean something in SQL patterns as plain text', async () => {
    expect(await searchIds('%')).toEqual([eiffel, daad, moroccan]);
    expect(await searchIds('100%_sure')).toEqual([]);
  });
});

describe('GET /api/scholarships?search= in Arabic', () => {
  it('finds a title written with harakat when searched without them', async () => {
    expect(await searchIds('منحة ايفل')).toEqual([eiffel]);
  });

  it('finds it when the search itself carries harakat', async () => {
    expect(await searchIds('مِنْحَة')).toEqual([eiffel, daad, moroccan]);
  });

  it('matches any alef with hamza or madda as a bare alef', async () => {
    expect(await searchIds('الالمانية')).toEqual([daad]);
    expect(await searchIds('الألمانية')).toEqual([daad]);
    expect(await searchIds('إيفل')).toEqual([eiffel]);
    expect(await searchIds('آيفل')).toEqual([eiffel]);
  });

  it('matches ta marbuta as ha and alef maqsura as ya', async () => {
    expect(await searchIds('مؤسسه')).toEqual([moroccan]);
    expect(await searchIds('الوطنيه')).toEqual([moroccan]);
    expect(await searchIds('عليى')).toEqual([]);
    expect(await searchIds('علي')).toEqual([eiffel]);
  });

  it('ignores tatweel in the stored text and in the search', async () => {
    expect(await searchIds('الزراعية')).toEqual([moroccan]);
    expect(await searchIds('الهنـدسة')).toEqual([eiffel, moroccan]);
  });
});

describe('GET /api/scholarships?search= limits', () => {
  it('refuses a search longer than 200 characters', async () => {
    const res = await api.http
      .get('/api/scholarships')
      .query({ search: 'a'.repeat(201) })
      .set('Accept-Language', 'ar');

    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'يجب ألا يتجاوز البحث 200 حرف.',
      code: 'SEARCH_TOO_LONG',
      fields: { search: 'يجب ألا يتجاوز البحث 200 حرف.' },
    });
  });
});
