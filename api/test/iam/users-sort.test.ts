import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role, ApprovalStatus } from '@bourses/common/statuses';
import { startTestApi, type TestApi } from '../test-api.ts';
import { createUser, type TestUser } from '../factories/users.ts';

let api: TestApi;
const people = new Map<string, TestUser>();

interface Person {
  firstName: string;
  lastName: string;
  role?: Role;
  approvalStatus?: ApprovalStatus;
  day: string;
  email?: string;
}

const PEOPLE: Record<string, Person> = {
  tazi: { firstName: 'Amina', lastName: 'Tazi', role: 'ADMIN', day: '2026-01-01' },
  berrada: { firstName: 'Youssef', lastName: 'berrada', role: 'AGENT', day: '2026-01-02' },
  karim: { firstName: 'Karim', lastName: 'Alaoui', approvalStatus: 'PENDING', day: '2026-01-03' },
  amine: { firstName: 'amine', lastName: 'Alaoui', day: '2026-01-03' },
  chraibi: {
    firstName: 'Salma',
    lastName: 'Chraibi',
    approvalStatus: 'REJECTED',
    day: '2026-01-03',
    email: 'Salma.Chraibi@example.ma',
  },
  idrissi: { firstName: 'Nadia', lastName: 'Idrissi', role: 'AGENT', day: '2026-01-04' },
  zerhouni: { firstName: 'Hamza', lastName: 'Zerhouni', approvalStatus: 'PENDING', day: '2026-01-05' },
};
// Three accounts registered at the same instant: only the id tells them apart.
const SAME_INSTANT = ['karim', 'amine', 'chraibi'];

beforeAll(async () => {
  api = await startTestApi();
  for (const [label, { day, email, ...person }] of Object.entries(PEOPLE)) {
    people.set(
      label,
      await createUser(api, {
        ...person,
        email: email ?? `${person.firstName}.${person.lastName}@example.ma`.toLowerCase(),
        createdAt: new Date(`${day}T10:00:00Z`),
      }),
    );
  }
});
afterAll(() => api.close());

const idOf = (label: string) => people.get(label)?.user.id ?? label;
const labelOf = (id: string) => [...people].find(([, person]) => person.user.id === id)?.[0] ?? id;
/** Accounts registered at the same instant, as the list orders them newest first: by id. */
const tiedNewestFirst = (labels: string[]) => [...labels].sort((a, b) => idOf(a).localeCompare(idOf(b)));

const staff = () => people.get('tazi')?.auth ?? {};

/** Every page of the list, 2 accounts a page, as labels in the order read. */
async function readAllPages(query: string): Promise<string[]> {
  const labels: string[] = [];
  for (let page = 1; page <= 4; page += 1) {
    const res = await api.http.get(`/api/iam/users?${query}&limit=2&page=${page}`).set(staff());
    expect(res.status).toBe(200);
    labels.push(...res.body.data.data.map((user: { id: string }) => labelOf(user.id)));
  }
  return labels;
}

describe('sorting GET /api/iam/users', () => {
  it.each([
    // Functions: the ties are ordered by id, known once the accounts exist.
    ['createdAt', 'desc', () => ['zerhouni', 'idrissi', ...tiedNewestFirst(SAME_INSTANT), 'berrada', 'tazi']],
    ['name', 'asc', () => ['amine', 'karim', 'berrada', 'chraibi', 'idrissi', 'tazi', 'zerhouni']],
    ['email', 'asc', () => ['tazi', 'amine', 'zerhouni', 'karim', 'idrissi', 'chraibi', 'berrada']],
    ['approvalStatus', 'asc', () => ['idrissi', 'amine', 'berrada', 'tazi', 'zerhouni', 'karim', 'chraibi']],
    ['role', 'asc', () => ['tazi', 'idrissi', 'berrada', 'zerhouni', ...tiedNewestFirst(SAME_INSTANT)]],
  ])(
    'sorts by %s (%s) across pages without gaps or repeats, and reverses exactly',
    async (sort, order, expected) => {
      const opposite = order === 'asc' ? 'desc' : 'asc';

      const ordered = await readAllPages(`sort=${sort}&order=${order}`);
      const reversed = await readAllPages(`sort=${sort}&order=${opposite}`);

      expect(ordered).toEqual(expected());
      expect(reversed).toEqual(expected().reverse());
    },
  );

  it('lists newest first without a sort, as before', async () => {
    const plain = await readAllPages('');

    expect(plain).toEqual(await readAllPages('sort=createdAt&order=desc'));
  });

  it('reads texts from A to Z and dates newest first when no order is given', async () => {
    const byName = await readAllPages('sort=name');
    const oldestFirst = await readAllPages('order=asc');

    expect(byName).toEqual(await readAllPages('sort=name&order=asc'));
    expect(oldestFirst).toEqual(await readAllPages('sort=createdAt&order=asc'));
  });

  it('sorts within the filters', async () => {
    const res = await api.http.get('/api/iam/users?role_id=AGENT&sort=name&order=desc').set(staff());

    expect(res.body.data.data.map((user: { id: string }) => labelOf(user.id))).toEqual([
      'idrissi',
      'berrada',
    ]);
    expect(res.body.data.pagination.total).toBe(2);
  });

  it.each([
    ['sort=password', 'Tri invalide : createdAt, name, email, approvalStatus ou role.', 'USER_SORT_INVALID'],
    ['sort=NAME', 'Tri invalide : createdAt, name, email, approvalStatus ou role.', 'USER_SORT_INVALID'],
    [
      'sort=name&sort=email',
      'Tri invalide : createdAt, name, email, approvalStatus ou role.',
      'USER_SORT_INVALID',
    ],
    ['sort=name&order=up', 'Ordre invalide : asc ou desc.', 'USER_ORDER_INVALID'],
    ['order=DESC', 'Ordre invalide : asc ou desc.', 'USER_ORDER_INVALID'],
  ])('refuses %s with a 400 and a clear message', async (query, message, code) => {
    const res = await api.http.get(`/api/iam/users?${query}`).set(staff());

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, code });
  });

  it('explains a bad sort in the caller’s language', async () => {
    const english = await api.http.get('/api/iam/users?sort=age').set(staff()).set('Accept-Language', 'en');
    const arabic = await api.http.get('/api/iam/users?order=up').set(staff()).set('Accept-Language', 'ar');

    expect(english.body.message).toBe('Invalid sort: createdAt, name, email, approvalStatus or role.');
    expect(arabic.body.message).toBe('اتجاه الترتيب غير صالح: asc أو desc.');
  });
});
