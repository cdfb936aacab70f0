import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createUser, type TestUser } from '@bourses/api/test/factories/users';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

// The web's card query, its fields in a fragment (web/src/modules/scholarships/graphql/ScholarshipList.ts).
const CARDS = /* GraphQL */ `
  query Cards($filter: ScholarshipFilter) {
    scholarships(filter: $filter) { items { id ...Card } pagination { total } }
  }
  fragment Card on Scholarship { title description country deadlinePassed isSaved }
`;

// The long content asked for on the list, one field through a named fragment and one through an inline one.
const LONG_LIST = /* GraphQL */ `
  query LongList($filter: ScholarshipFilter) {
    scholarships(filter: $filter) { items { id title ...Questions ... on Scholarship { longDescription video { url } } } }
  }
  fragment Questions on Scholarship { faq { question answer } }
`;

interface Cards {
  scholarships: { items: { id: string; title: string; description: string; isSaved: boolean | null }[]; pagination: { total: number } };
}
interface LongList {
  scholarships: { items: { id: string; title: string; longDescription: string; video: { url: string } | null; faq: { question: string }[] }[] };
}

let platform: TestPlatform;
let student: TestUser;
let id: string;
beforeAll(async () => {
  platform = await startTestPlatform();
  student = await createUser(platform.api);
  const scholarship = await createScholarship(platform.api, {}, {
    fr: { title: 'Bourse du Rif', longDescription: '<p>Tout sur la bourse.</p>', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  });
  id = String(scholarship.id);
}, 120_000);
afterAll(() => platform.close());

/** The answer to a student's list query, and the addresses of the api it called. */
async function listCalls<TData>(query: string) {
  const before = platform.bff.upstreamCalls.length;
  const answer = await platform.bff.graphql<TData>(query, { filter: { ids: [id] } }, { token: student.token });
  return { answer, paths: platform.bff.upstreamCalls.slice(before).map((call) => call.path) };
}

describe('a page of the catalogue', () => {
  it('asks the api for summaries when the query shows cards only', async () => {
    const { answer, paths } = await listCalls<Cards>(CARDS);

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.scholarships.items).toEqual([
      expect.objectContaining({ title: 'Bourse du Rif', description: 'Une bourse pour les étudiants marocains en master.', isSaved: false }),
    ]);
    expect(paths).toHaveLength(1);
    expect(new URL(paths[0] ?? '', 'http://api').searchParams.get('view')).toBe('summary');
  });

  it('asks for each scholarship in full when the query selects its long content, through fragments too', async () => {
    const { answer, paths } = await listCalls<LongList>(LONG_LIST);

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.scholarships.items).toEqual([
      {
        id,
        title: 'Bourse du Rif',
        longDescription: '<p>Tout sur la bourse.</p>',
        video: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
        faq: [{ question: 'Qui peut postuler ?', answer: 'Les étudiants marocains.' }],
      },
    ]);
    expect(paths).toHaveLength(1);
    expect(new URL(paths[0] ?? '', 'http://api').searchParams.has('view')).toBe(false);
  });
});
