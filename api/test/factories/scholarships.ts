import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { ScholarshipsTable } from '../../src/db/scholarship-tables.ts';
import type { TestApi } from '../test-api.ts';

const DAY = 24 * 60 * 60 * 1000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Inserts an open scholarship (started last month, deadline in 30 days) with French content. */
export async function createScholarship(api: TestApi, overrides: Partial<Insertable<ScholarshipsTable>> = {}) {
  const now = api.clock.now().getTime();
  const suffix = randomBytes(3).toString('hex');
  const scholarship = await api.context.db
    .insertInto('scholarships')
    .values({
      country: 'France',
      university: 'Université Paris-Saclay',
      startDate: isoDate(new Date(now - 30 * DAY)),
      deadline: isoDate(new Date(now + 30 * DAY)),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await api.context.db
    .insertInto('scholarshipTranslations')
    .values({
      scholarshipId: scholarship.id,
      language: 'fr',
      title: `Bourse d’excellence ${suffix}`,
      description: 'Une bourse pour les étudiants marocains en master.',
      longDescription: '<p>Détails de la bourse.</p>',
      faq: JSON.stringify([{ question: 'Qui peut postuler ?', answer: 'Les étudiants marocains.' }]),
    })
    .execute();
  return scholarship;
}

/** A scholarship whose deadline was yesterday. */
export const createClosedScholarship = (api: TestApi) => {
  const now = api.clock.now().getTime();
  return createScholarship(api, {
    startDate: isoDate(new Date(now - 60 * DAY)),
    deadline: isoDate(new Date(now - DAY)),
  });
};
