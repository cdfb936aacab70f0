import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '@bourses/api/test/factories/applications';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createAgent, createUser, type TestUser } from '@bourses/api/test/factories/users';
import { APPLICATION, SCHOLARSHIP, SCHOLARSHIPS } from './operations.ts';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

const CHANGE_STATUS = /* GraphQL */ `
  mutation ChangeScholarshipStatus($id: ID!, $change: ScholarshipStatusChange!) {
    changeScholarshipStatus(id: $id, change: $change) { id status }
  }
`;

const DUPLICATE = /* GraphQL */ `
  mutation DuplicateScholarship($id: ID!) {
    duplicateScholarship(id: $id) { id status translations { fr { title } ar { title } } }
  }
`;

const STAFF_LIST = /* GraphQL */ `
  query StaffList($filter: ScholarshipFilter) {
    scholarships(filter: $filter, limit: 100) { items { id status } }
  }
`;

interface ScholarshipList {
  scholarships: { items: { id: string; status?: string }[] };
}

let platform: TestPlatform;
let agent: TestUser;
let student: TestUser;
beforeAll(async () => {
  platform = await startTestPlatform();
  agent = await createAgent(platform.api);
  student = await createUser(platform.api);
}, 120_000);
afterAll(() => platform.close());

const visitorIds = async () =>
  (await platform.bff.graphql<ScholarshipList>(SCHOLARSHIPS, { limit: 100 })).data?.scholarships.items.map((item) => item.id);

describe('a scholarship’s status through the bff', () => {
  it('publishing a draft makes it appear in the visitors’ cached catalogue at once, archiving takes it out', async () => {
    const id = String((await createScholarship(platform.api, { status: 'draft' })).id);
    expect(await visitorIds()).not.toContain(id);
    // Cached now: the publish must drop it.
    expect(await visitorIds()).not.toContain(id);

    const published = await platform.bff.graphql(CHANGE_STATUS, { id, change: 'PUBLISH' }, { token: agent.token });
    expect(published.data).toEqual({ changeScholarshipStatus: { id, status: 'PUBLISHED' } });
    expect(await visitorIds()).toContain(id);

    await platform.bff.graphql(CHANGE_STATUS, { id, change: 'ARCHIVE' }, { token: agent.token });
    expect(await visitorIds()).not.toContain(id);
    const detail = await platform.bff.graphql<{ scholarship: null }>(SCHOLARSHIP, { id });
    expect(detail.data?.scholarship).toBeNull();
  });

  it('lets staff filter by status, while a student’s filter is ignored', async () => {
    const draft = String((await createScholarship(platform.api, { status: 'draft' })).id);

    const staff = await platform.bff.graphql<ScholarshipList>(STAFF_LIST, { filter: { status: 'DRAFT' } }, { token: agent.token });
    const asStudent = await platform.bff.graphql<ScholarshipList>(STAFF_LIST, { filter: { status: 'DRAFT' } }, { token: student.token });

    expect(staff.data?.scholarships.items.map((item) => item.id)).toContain(draft);
    expect(staff.data?.scholarships.items.every((item) => item.status === 'DRAFT')).toBe(true);
    expect(asStudent.data?.scholarships.items.map((item) => item.id)).not.toContain(draft);
    expect(asStudent.data?.scholarships.items.every((item) => item.status === 'PUBLISHED')).toBe(true);
  });

  it('refuses a student’s status change and duplicate', async () => {
    const id = String((await createScholarship(platform.api, { status: 'draft' })).id);

    const change = await platform.bff.graphql(CHANGE_STATUS, { id, change: 'PUBLISH' }, { token: student.token });
    const duplicate = await platform.bff.graphql(DUPLICATE, { id }, { token: student.token });

    expect(change.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(duplicate.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('duplicates as a draft copy with every language’s title marked', async () => {
    const { id } = await createScholarship(platform.api, {}, { fr: { title: 'Bourse Atlas' }, ar: { title: 'منحة الأطلس' } });

    const answer = await platform.bff.graphql(DUPLICATE, { id: String(id) }, { token: agent.token });

    expect(answer.data).toMatchObject({
      duplicateScholarship: {
        status: 'DRAFT',
        translations: { fr: { title: 'Copie de Bourse Atlas' }, ar: { title: 'نسخة من منحة الأطلس' } },
      },
    });
  });

  it('keeps an archived scholarship’s title on its student’s application', async () => {
    const { id } = await createScholarship(platform.api, {}, { fr: { title: 'Bourse Ibn Battuta' } });
    const application = await createApplication(platform.api, { scholarshipId: id });
    await platform.bff.graphql(CHANGE_STATUS, { id: String(id), change: 'ARCHIVE' }, { token: agent.token });

    const answer = await platform.bff.graphql<{ application: { scholarship: { title: string } } }>(
      APPLICATION,
      { id: String(application.id) },
      { token: application.student.token },
    );

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.application.scholarship.title).toBe('Bourse Ibn Battuta');
  });
});
