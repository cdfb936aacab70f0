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

let platform: TestPlatform;
let agent: TestUser;
beforeAll(async () => {
  platform = await startTestPlatform();
  agent = await createAgent(platform.api);
  const scholarships = await Promise.all(Array.from({ length: 5 }, () => createScholarship(platform.api)));
  // 50 applications from 50 different students, spread over 5 scholarships.
  for (let index = 0; index < 50; index += 1) {
    await createApplication(platform.api, { scholarshipId: scholarships[index % 5]?.id });
  }
}, 120_000);
afterAll(() => platform.close());

async function staffListCalls(limit: number) {
  const before = platform.bff.upstreamCalls.length;
  const answer = await platform.bff.graphql<StaffList>(STAFF_APPLICATIONS, { limit }, { token: agent.token });
  return { answer, calls: platform.bff.upstreamCalls.slice(before).map((call) => call.path.split('?')[0]) };
}

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

describe('a page of scholarships for a signed-in student', () => {
  it('costs two upstream calls with the student’s application on each card', async () => {
    const student = await createUser(platform.api);
    const before = platform.bff.upstreamCalls.length;

    const answer = await platform.bff.graphql<{ scholarships: { items: { myApplication: null | object }[] } }>(
      SCHOLARSHIPS,
      { limit: 10 },
      { token: student.token },
    );

    expect(answer.data?.scholarships.items).toHaveLength(5);
    expect(platform.bff.upstreamCalls.slice(before).map((call) => call.path.split('?')[0])).toEqual([
      '/api/scholarships',
      '/api/scholarships/applications',
    ]);
  });
});
