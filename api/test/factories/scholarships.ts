import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Language } from '@bourses/common/languages';
import type { FaqEntry, ScholarshipsTable } from '#api/db/scholarship-tables.ts';
import { scholarshipSearchText } from '#api/scholarships/search-text.ts';
import type { TestApi } from '../test-api.ts';

const DAY = 24 * 60 * 60 * 1000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A country nobody else uses, through which a test lists only its own scholarships. */
export const uniqueCountry = () => `Pays ${randomBytes(4).toString('hex')}`;

export interface ScholarshipContent {
  title: string;
  description: string;
  longDescription: string;
  videoUrl: string | null;
  faq: FaqEntry[];
}

/** Content per language for `createScholarship`: French is always written, merged with `fr`. */
export type ScholarshipContents = Partial<Record<Language, Partial<ScholarshipContent>>>;

/**
 * Inserts an open, published scholarship (started last month, deadline in 30 days) with French content, and
 * the Arabic or English content given in `contents`.
 */
export async function createScholarship(
  api: TestApi,
  overrides: Partial<Insertable<ScholarshipsTable>> = {},
  contents: ScholarshipContents = {},
) {
  const now = api.clock.now().getTime();
  const suffix = randomBytes(3).toString('hex');
  const scholarship = await api.context.db
    .insertInto('scholarships')
    .values({
      country: 'FR',
      university: 'Université Paris-Saclay',
      startDate: isoDate(new Date(now - 30 * DAY)),
      deadline: isoDate(new Date(now + 30 * DAY)),
      status: 'published',
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const french: ScholarshipContent = {
    title: `Bourse d’excellence ${suffix}`,
    description: 'Une bourse pour les étudiants marocains en master.',
    longDescription: '<p>Détails de la bourse.</p>',
    videoUrl: null,
    faq: [{ question: 'Qui peut postuler ?', answer: 'Les étudiants marocains.' }],
    ...contents.fr,
  };
  const written: { language: Language; content: ScholarshipContent }[] = [
    { language: 'fr', content: french },
  ];
  for (const language of ['ar', 'en'] as const) {
    const content = contents[language];
    if (content) written.push({ language, content: { ...french, faq: [], videoUrl: null, ...content } });
  }
  await api.context.db
    .insertInto('scholarshipTranslations')
    .values(
      written.map(({ language, content }) => ({
        scholarshipId: scholarship.id,
        language,
        ...content,
        faq: JSON.stringify(content.faq),
      })),
    )
    .execute();
  await api.context.db
    .updateTable('scholarships')
    .set({ searchText: scholarshipSearchText(written.map(({ content }) => content), scholarship.country) })
    .where('id', '=', scholarship.id)
    .execute();
  return scholarship;
}

/** A scholarship whose deadline was yesterday. */
export const createClosedScholarship = (
  api: TestApi,
  overrides: Partial<Insertable<ScholarshipsTable>> = {},
) => {
  const now = api.clock.now().getTime();
  return createScholarship(api, {
    startDate: isoDate(new Date(now - 60 * DAY)),
    deadline: isoDate(new Date(now - DAY)),
    ...overrides,
  });
};

/** The JSON body staff send to create (published) or replace a scholarship, with complete French and Arabic content. */
export function scholarshipPayload(overrides: Record<string, unknown> = {}) {
  return {
    publish: true,
    country: 'DE',
    university: 'Technische Universität München',
    imageUrl: 'https://images.example.org/tum.jpg',
    startDate: '2026-09-01',
    deadline: '2026-12-15',
    translations: {
      fr: {
        title: 'Bourse DAAD pour le master',
        description: 'Un master en ingénierie financé en Allemagne.',
        longDescription: '<h2>Programme</h2><p>Deux ans à <strong>Munich</strong>.</p>',
        videoUrl: 'aBcDeFgHiJk',
        faq: [
          { question: 'Faut-il parler allemand ?', answer: 'Non, le master est en anglais.' },
          { question: 'Quel montant ?', answer: '934 € par mois.' },
        ],
      },
      ar: {
        title: 'منحة DAAD للماستر',
        description: 'ماستر في الهندسة ممول في ألمانيا.',
        longDescription: '<p>سنتان في ميونخ.</p>',
        videoUrl: null,
        faq: [{ question: 'هل يجب التحدث بالألمانية؟', answer: 'لا، الماستر بالإنجليزية.' }],
      },
    },
    ...overrides,
  };
}
