import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createUser, type TestUser } from '@bourses/api/test/factories/users';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

const SORTED_USERS = /* GraphQL */ `
  query SortedUsers($filter: UserFilter, $page: Int, $limit: Int, $sort: UserSort) {
    users(filter: $filter, page: $page, limit: $limit, sort: $sort) {
      items { lastName }
      pagination { total capped page limit pages }
    }
  }
`;

interface SortedUsers {
  users: { items: { lastName: string }[]; pagination: { total: number; capped: boolean; pages: number } };
}

let platform: TestPlatform;
let agent: TestUser;
beforeAll(async () => {
  platform = await startTestPlatform();
  agent = await createAgent(platform.api, { lastName: 'Agent', createdAt: new Date('2026-01-01T00:00:00Z') });
  const students: [string, string][] = [
    ['Zerhouni', '2026-01-02'],
    ['berrada', '2026-01-04'],
    ['Chraibi', '2026-01-03'],
  ];
  for (const [lastName, day] of students) await createUser(platform.api, { lastName, createdAt: new Date(`${day}T00:00:00Z`) });
});
afterAll(() => platform.close());

const lastNamesOf = (answer: { data: SortedUsers | null | undefined }) => answer.data?.users.items.map((user) => user.lastName);

describe('sorting the staff user list through GraphQL', () => {
  it('sorts by name on the server, across pages', async () => {
    const variables = { filter: { role: 'CLIENT' }, limit: 2, sort: { field: 'NAME', order: 'DESC' } };

    const first = await platform.bff.graphql<SortedUsers>(SORTED_USERS, { ...variables, page: 1 }, { token: agent.token });
    const second = await platform.bff.graphql<SortedUsers>(SORTED_USERS, { ...variables, page: 2 }, { token: agent.token });

    expect(lastNamesOf(first)).toEqual(['Zerhouni', 'Chraibi']);
    expect(lastNamesOf(second)).toEqual(['berrada']);
    expect(first.data?.users.pagination).toMatchObject({ total: 3, capped: false, pages: 2 });
  });

  it('lists newest first without a sort, oldest first when asked', async () => {
    const newestFirst = await platform.bff.graphql<SortedUsers>(SORTED_USERS, {}, { token: agent.token });
    const oldestFirst = await platform.bff.graphql<SortedUsers>(SORTED_USERS, { sort: { field: 'CREATED_AT', order: 'ASC' } }, { token: agent.token });

    expect(lastNamesOf(newestFirst)).toEqual(['berrada', 'Chraibi', 'Zerhouni', 'Agent']);
    expect(lastNamesOf(oldestFirst)).toEqual(['Agent', 'Zerhouni', 'Chraibi', 'berrada']);
  });

  it('sorts by role, A to Z when no order is given', async () => {
    const answer = await platform.bff.graphql<SortedUsers>(SORTED_USERS, { sort: { field: 'ROLE' } }, { token: agent.token });

    expect(lastNamesOf(answer)).toEqual(['Agent', 'berrada', 'Chraibi', 'Zerhouni']);
  });

  it('refuses a column that does not exist, before calling the api', async () => {
    const calls = platform.bff.upstreamCalls.length;

    const answer = await platform.bff.graphql(SORTED_USERS, { sort: { field: 'PASSWORD' } }, { token: agent.token });

    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(platform.bff.upstreamCalls.length).toBe(calls);
  });
});
