import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '@bourses/api/test/factories/applications';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createAgent, createUser, type TestUser } from '@bourses/api/test/factories/users';
import { SCHOLARSHIPS, STAFF_APPLICATIONS } from './operations.ts';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

interface StaffList {
  applications: {
    items: { id: string; scholarship: { id: string; title: string }; applicant: { id: string; fullName: string } | null }[];
    pagination: { total: number };
  };
}

const STAFF_APPLICATIONS_WITH_HISTORY = /* GraphQL */ `
  query StaffApplicationsWithHistory($limit: Int) {
    applications(limit: $limit) {
      items {
        id
        scholarship { id title applicationCount }
        applicant { id fullName }
        history { status at actor { fullName } }
      }
    }
  }
`;

const MY_APPLICATIONS_WITH_HISTORY = /* GraphQL */ `
  query MyApplicationsWithHistory($limit: Int) {
    myApplications(limit: $limit) {
      items { id status scholarship { id title } history { status feedback at } }
    }
  }
`;

interface StaffListWithHistory {
  applications: {
    items: { scholarship: { applicationCount: number | null }; applicant: { fullName: string } | null; history: { status: string }[] }[];
  };
}

interface MyListWithHistory {
  myApplications: { items: { status: string; scholarship: { title: string }; history: { status: string }[] }[] };
}

let platform: TestPlatform;
let agent: TestUser;
let student: TestUser;
beforeAll(async () => {
  platform = await startTestPlatform();
  agent = await createAgent(platform.api);
  const scholarships = await Promise.all(Array.from({ length: 12 }, () => createScholarship(platform.api)));
  // 50 applications from 50 different students, spread over 5 scholarships.
  for (let index = 0; index < 50; index += 1) {
    await createApplication(platform.api, { scholarshipId: scholarships[index % 5]?.id });
  }
  // And one student who applied to all twelve.
  student = await createUser(platform.api);
  for (const scholarship of scholarships) await createApplication(platform.api, { student, scholarshipId: scholarship.id });
}, 180_000);
afterAll(() => platform.close());

/** The answer to one operation and the api paths it cost, in the order called. */
async function callsOf<TData>(query: string, variables: Record<string, unknown>, token: string) {
  const before = platform.bff.upstreamCalls.length;
  const answer = await platform.bff.graphql<TData>(query, variables, { token });
  return { answer, calls: platform.bff.upstreamCalls.slice(before).map((call) => call.path.split('?')[0]) };
}

const staffListCalls = (limit: number) => callsOf<StaffList>(STAFF_APPLICATIONS, { limit }, agent.token);

describe('a page of the staff application list', () => {
  it('costs three upstream calls for 50 rows with their scholarships and applicants', async () => {
    const { answer, calls } = await staffListCalls(50);

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.applications.items).toHaveLength(50);
    expect(answer.data?.applications.items.every((row) => row.applicant?.fullName && row.scholarship.title)).toBe(true);
    expect(calls).toEqual(['/api/scholarships/applications', '/api/scholarships', '/api/iam/users']);
  });

  it('costs the same for 10 rows: the count does not grow with the page', async () => {
    const { answer, calls } = await staffListCalls(10);

    expect(answer.data?.applications.items).toHaveLength(10);
    expect(calls).toHaveLength(3);
  });
});

describe('a page of applications with their history', () => {
  it('costs a student three upstream calls for twelve applications, as for three', async () => {
    const twelve = await callsOf<MyListWithHistory>(MY_APPLICATIONS_WITH_HISTORY, { limit: 12 }, student.token);
    const three = await callsOf<MyListWithHistory>(MY_APPLICATIONS_WITH_HISTORY, { limit: 3 }, student.token);

    expect(twelve.answer.errors).toBeUndefined();
    expect(twelve.answer.data?.myApplications.items).toHaveLength(12);
    expect(twelve.answer.data?.myApplications.items.every((item) => item.scholarship.title && item.history[0]?.status === 'PENDING')).toBe(true);
    // The list, the scholarships of the page, the histories of the page.
    expect([...twelve.calls].sort()).toEqual(['/api/scholarships', '/api/scholarships/applications', '/api/scholarships/applications']);
    expect(three.calls).toHaveLength(3);
  });

  it('costs staff four upstream calls for 50 rows with scholarships, counts, applicants and histories, as for 10', async () => {
    const fifty = await callsOf<StaffListWithHistory>(STAFF_APPLICATIONS_WITH_HISTORY, { limit: 50 }, agent.token);
    const ten = await callsOf<StaffListWithHistory>(STAFF_APPLICATIONS_WITH_HISTORY, { limit: 10 }, agent.token);

    expect(fifty.answer.errors).toBeUndefined();
    const rows = fifty.answer.data?.applications.items ?? [];
    expect(rows).toHaveLength(50);
    expect(rows.every((row) => row.applicant?.fullName && row.history.length === 1 && (row.scholarship.applicationCount ?? 0) > 0)).toBe(true);
    expect([...fifty.calls].sort()).toEqual([
      '/api/iam/users',
      '/api/scholarships',
      '/api/scholarships/applications',
      '/api/scholarships/applications',
    ]);
    expect(ten.calls).toHaveLength(4);
  });
});

describe('a page of scholarships for a signed-in student', () => {
  it('costs two upstream calls with the student’s application on each card', async () => {
    const student = await createUser(platform.api);
    const before = platform.bff.upstreamCalls.length;

    const answer = await platform.bff.graphql<{ scholarships: { items: { myApplication: null | object }[] } }>(
      SCHOLARSHIPS,
      { limit: 10 },
      { token: student.token },
    );

    expect(answer.data?.scholarships.items).toHaveLength(10);
    expect(platform.bff.upstreamCalls.slice(before).map((call) => call.path.split('?')[0])).toEqual([
      '/api/scholarships',
      '/api/scholarships/applications',
    ]);
  });
});
