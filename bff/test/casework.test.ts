import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, type TestApplication } from '@bourses/api/test/factories/applications';
import { createAdmin, createAgent, createUser, type TestUser } from '@bourses/api/test/factories/users';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

const ASSIGN_APPLICATION = /* GraphQL */ `
  mutation AssignApplication($id: ID!, $assigneeId: ID) {
    assignApplication(id: $id, assigneeId: $assigneeId) { id assignee { id fullName } }
  }
`;
const ASSIGN_ACCOUNT = /* GraphQL */ `
  mutation AssignAccount($id: ID!, $assigneeId: ID) {
    assignAccount(id: $id, assigneeId: $assigneeId) { id assignee { id } }
  }
`;
const ADD_APPLICATION_NOTE = /* GraphQL */ `
  mutation AddApplicationNote($applicationId: ID!, $text: String!) {
    addApplicationNote(applicationId: $applicationId, text: $text) { id text author { id fullName role } createdAt }
  }
`;
const ADD_ACCOUNT_NOTE = /* GraphQL */ `
  mutation AddAccountNote($userId: ID!, $text: String!) {
    addAccountNote(userId: $userId, text: $text) { id text }
  }
`;
const STAFF_LIST = /* GraphQL */ `
  query CaseworkList($filter: ApplicationFilter, $limit: Int) {
    applications(filter: $filter, limit: $limit) {
      items { id assignee { id fullName } notes { text author { fullName } } }
    }
  }
`;
const USERS_LIST = /* GraphQL */ `
  query CaseworkUsers($filter: UserFilter) {
    users(filter: $filter, limit: 100) { items { id assignee { id } notes { text } } }
  }
`;
const BULK = /* GraphQL */ `
  mutation Bulk($input: BulkApplicationsInput!) {
    bulkDecideApplications(input: $input) { succeeded failed results { applicationId applicantName ok code message } }
  }
`;
const STUDENT_NOTES = /* GraphQL */ `
  query StudentNotes($id: ID!) {
    application(id: $id) { id assignee { id } notes { text } }
  }
`;

let platform: TestPlatform;
let agent: TestUser;
let admin: TestUser;
beforeAll(async () => {
  platform = await startTestPlatform();
  agent = await createAgent(platform.api);
  admin = await createAdmin(platform.api);
});
afterAll(() => platform.close());

const nameOf = (application: TestApplication) =>
  `${application.student.user.firstName} ${application.student.user.lastName}`;

type ListAnswer = { applications: { items: { id: string; assignee: { id: string } | null; notes: { text: string }[] }[] } };

describe('staff casework through GraphQL', () => {
  it('takes an application, filters "assigned to me", and reads assignees and notes of a page in bounded calls', async () => {
    const applications = [await createApplication(platform.api), await createApplication(platform.api), await createApplication(platform.api)];
    for (const { id } of applications) {
      await platform.bff.graphql(ASSIGN_APPLICATION, { id: String(id), assigneeId: agent.user.id }, { token: agent.token });
      await platform.bff.graphql(ADD_APPLICATION_NOTE, { applicationId: String(id), text: `Note ${id}` }, { token: agent.token });
    }

    const before = platform.bff.upstreamCalls.length;
    const mine = await platform.bff.graphql<ListAnswer>(STAFF_LIST, { filter: { assignment: 'ME' }, limit: 50 }, { token: agent.token });
    const calls = platform.bff.upstreamCalls.slice(before).map((call) => call.path.split('?')[0]);

    expect(mine.errors).toBeUndefined();

    expect(mine.data?.applications.items.map((item) => item.id).sort()).toEqual(applications.map(({ id }) => String(id)).sort());
    for (const item of mine.data?.applications.items ?? []) {
      expect(item.assignee?.id).toBe(agent.user.id);
      expect(item.notes).toEqual([{ text: `Note ${item.id}`, author: { fullName: expect.any(String) } }]);
    }
    // The list, the assignees (one user, asked by id) and the notes of the whole page.
    expect([...calls].sort()).toEqual(['/api/admin/notes', '/api/iam/users/' + agent.user.id, '/api/scholarships/applications'].sort());
  });

  it('writes a note with its author, and refuses a blank one with the api’s message', async () => {
    const { id } = await createApplication(platform.api);

    const added = await platform.bff.graphql(ADD_APPLICATION_NOTE, { applicationId: String(id), text: 'Reçu à revoir' }, { token: admin.token });
    const blank = await platform.bff.graphql(ADD_APPLICATION_NOTE, { applicationId: String(id), text: ' ' }, { token: admin.token, language: 'ar' });

    expect(added.data).toEqual({
      addApplicationNote: {
        id: expect.any(String),
        text: 'Reçu à revoir',
        author: { id: admin.user.id, fullName: `${admin.user.firstName} ${admin.user.lastName}`, role: 'ADMIN' },
        createdAt: expect.any(String),
      },
    });
    expect(blank.errors?.[0]?.message).toBe('اكتب نص الملاحظة.');
  });

  it('assigns an account and notes it; the users list filters by assignment', async () => {
    const student = await createUser(platform.api);

    await platform.bff.graphql(ASSIGN_ACCOUNT, { id: student.user.id, assigneeId: admin.user.id }, { token: agent.token });
    await platform.bff.graphql(ADD_ACCOUNT_NOTE, { userId: student.user.id, text: 'Appelée' }, { token: agent.token });
    const theirs = await platform.bff.graphql<{ users: { items: { id: string; notes: { text: string }[] }[] } }>(
      USERS_LIST,
      { filter: { assignment: 'ME' } },
      { token: admin.token },
    );

    expect(theirs.data?.users.items).toEqual([{ id: student.user.id, assignee: { id: admin.user.id }, notes: [{ text: 'Appelée' }] }]);
  });

  it('reports a bulk approval row by row, each named after its student: an approved application cannot be approved again', async () => {
    const pending = await createApplication(platform.api);
    const decided = await createApplication(platform.api, { status: 'approved' });

    const answer = await platform.bff.graphql(
      BULK,
      { input: { action: 'APPROVE', applicationIds: [String(pending.id), String(decided.id)] } },
      { token: agent.token },
    );

    expect(answer.data).toEqual({
      bulkDecideApplications: {
        succeeded: 1,
        failed: 1,
        results: [
          { applicationId: String(pending.id), applicantName: nameOf(pending), ok: true, code: null, message: null },
          {
            applicationId: String(decided.id),
            applicantName: nameOf(decided),
            ok: false,
            code: expect.any(String),
            message: expect.any(String),
          },
        ],
      },
    });
  });

  it('never gives a student the notes or the assignee of their own application', async () => {
    const application = await createApplication(platform.api);
    await platform.bff.graphql(ASSIGN_APPLICATION, { id: String(application.id), assigneeId: agent.user.id }, { token: agent.token });
    await platform.bff.graphql(ADD_APPLICATION_NOTE, { applicationId: String(application.id), text: 'Secret' }, { token: agent.token });

    const answer = await platform.bff.graphql(STUDENT_NOTES, { id: String(application.id) }, { token: application.student.token });
    const bulk = await platform.bff.graphql(
      BULK,
      { input: { action: 'APPROVE', applicationIds: [String(application.id)] } },
      { token: application.student.token },
    );

    expect(JSON.stringify(answer.data)).not.toContain('Secret');
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(bulk.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
