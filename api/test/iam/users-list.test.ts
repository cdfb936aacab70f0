import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-api.ts';
import {
  createAdmin,
  createAgent,
  createPendingStudent,
  createUser,
  type TestUser,
} from '../factories/users.ts';

let api: TestApi;
let admin: TestUser;
let agent: TestUser;
let approved: TestUser[];
let unverified: TestUser[];
let verifiedPending: TestUser;
let rejected: TestUser;
/** Every account, oldest first. */
let everyone: TestUser[];

beforeAll(async () => {
  api = await startTestApi();
  // One at a time, so that creation order is the order of their timestamps.
  admin = await createAdmin(api);
  agent = await createAgent(api);
  approved = [];
  for (const lastName of ['Zerhouni', 'Berrada', 'Chraibi'])
    approved.push(await createUser(api, { lastName }));
  unverified = [];
  for (const lastName of ['Ouazzani', 'Lahlou'])
    unverified.push(await createPendingStudent(api, { lastName }));
  verifiedPending = await createPendingStudent(api, {
    lastName: 'Sqalli',
    isVerified: true,
    email: 'Hamza.Sqalli@Example.ma',
  });
  rejected = await createUser(api, {
    lastName: 'Kettani',
    approvalStatus: 'REJECTED',
    rejectionReason: 'Reçu illisible',
  });
  everyone = [admin, agent, ...approved, ...unverified, verifiedPending, rejected];
});
afterAll(() => api.close());

const idsOf = (users: TestUser[]) => users.map((entry) => entry.user.id);
const newestFirst = (users: TestUser[]) => idsOf([...users].reverse());
const listIds = (body: { data: { data: { id: string }[] } }) => body.data.data.map((user) => user.id);

describe('GET /api/iam/users', () => {
  it('lists the first 10 accounts newest first with the pagination block, for an AGENT and an ADMIN', async () => {
    for (const caller of [agent, admin]) {
      const res = await api.http.get('/api/iam/users').set(caller.auth);

      expect(res.status).toBe(200);
      expect(listIds(res.body)).toEqual(newestFirst(everyone));
      expect(res.body.data.pagination).toEqual({ total: 9, capped: false, page: 1, limit: 10, pages: 1 });
      expect(res.body.data.data[0]).toMatchObject({
        id: rejected.user.id,
        approvalStatus: 'REJECTED',
        isApproved: false,
      });
      expect(res.body.data.data[0]).not.toHaveProperty('passwordHash');
    }
  });

  it('answers 401 to a visitor and 403 to students, approved or not', async () => {
    const anonymous = await api.http.get('/api/iam/users');
    const student = await api.http.get('/api/iam/users').set(approved[0]?.auth ?? {});
    const pending = await api.http.get('/api/iam/users').set(verifiedPending.auth);

    expect(anonymous.status).toBe(401);
    expect(student.status).toBe(403);
    expect(student.body.code).toBe('FORBIDDEN');
    expect(pending.status).toBe(403);
  });

  it('filters by role, in any case', async () => {
    const agents = await api.http.get('/api/iam/users?role_id=AGENT').set(admin.auth);
    const admins = await api.http.get('/api/iam/users?role_id=admin').set(admin.auth);

    expect(listIds(agents.body)).toEqual([agent.user.id]);
    expect(listIds(admins.body)).toEqual([admin.user.id]);
    expect(admins.body.data.pagination.total).toBe(1);
  });

  it('filters by e-mail verification', async () => {
    const res = await api.http.get('/api/iam/users?is_verified=false').set(agent.auth);

    expect(listIds(res.body)).toEqual(newestFirst(unverified));
    expect(res.body.data.pagination).toEqual({ total: 2, capped: false, page: 1, limit: 10, pages: 1 });
  });

  it('filters by approval status, and combines filters', async () => {
    const pending = await api.http.get('/api/iam/users?approval_status=PENDING').set(agent.auth);
    const readyForReview = await api.http
      .get('/api/iam/users?approval_status=pending&is_verified=true&role_id=CLIENT')
      .set(agent.auth);

    expect(listIds(pending.body)).toEqual(newestFirst([...unverified, verifiedPending]));
    expect(listIds(readyForReview.body)).toEqual([verifiedPending.user.id]);
  });

  it('searches first name, last name and e-mail, ignoring case', async () => {
    const byLastName = await api.http.get('/api/iam/users?search=zerHOUNI').set(agent.auth);
    const byFullName = await api.http
      .get(`/api/iam/users?search=${encodeURIComponent('salma berrada')}`)
      .set(agent.auth);
    const byEmail = await api.http.get('/api/iam/users?search=hamza.sqalli@example').set(agent.auth);
    const nobody = await api.http.get('/api/iam/users?search=inconnu').set(agent.auth);

    expect(listIds(byLastName.body)).toEqual(idsOf(approved.slice(0, 1)));
    expect(listIds(byFullName.body)).toEqual(idsOf(approved.slice(1, 2)));
    expect(listIds(byEmail.body)).toEqual([verifiedPending.user.id]);
    expect(nobody.body.data).toEqual({ data: [], pagination: { total: 0, capped: false, page: 1, limit: 10, pages: 0 } });
  });

  it('takes the search text literally: % and _ match only themselves', async () => {
    const percent = await api.http.get('/api/iam/users?search=%25').set(agent.auth);
    const underscore = await api.http.get('/api/iam/users?search=_').set(agent.auth);

    expect(percent.body.data.pagination.total).toBe(0);
    expect(underscore.body.data.pagination.total).toBe(0);
  });

  it('fetches given accounts by id in one call, as the bff’s batch loader does', async () => {
    const wanted = [rejected, agent, unverified[0]].flatMap((entry) => (entry ? [entry.user.id] : []));

    const res = await api.http
      .get(`/api/iam/users?ids=${wanted.join(',').toUpperCase()}&limit=100`)
      .set(agent.auth);

    expect(res.status).toBe(200);
    expect([...listIds(res.body)].sort()).toEqual([...wanted].sort());
    expect(res.body.data.pagination.total).toBe(3);
  });

  it('treats empty filters as no filter', async () => {
    const res = await api.http
      .get('/api/iam/users?role_id=&is_verified=&approval_status=&search=&page=')
      .set(agent.auth);

    expect(res.status).toBe(200);
    expect(res.body.data.pagination.total).toBe(9);
  });

  it('pages through the list without gaps or repeats', async () => {
    const pages = [];
    for (const page of [1, 2, 3])
      pages.push(await api.http.get(`/api/iam/users?limit=4&page=${page}`).set(agent.auth));

    expect(pages.map((res) => res.body.data.pagination)).toEqual([
      { total: 9, capped: false, page: 1, limit: 4, pages: 3 },
      { total: 9, capped: false, page: 2, limit: 4, pages: 3 },
      { total: 9, capped: false, page: 3, limit: 4, pages: 3 },
    ]);
    expect(pages.flatMap((res) => listIds(res.body))).toEqual(newestFirst(everyone));
  });

  it('answers an empty page past the end, with the real total', async () => {
    const res = await api.http.get('/api/iam/users?page=5&limit=4').set(agent.auth);

    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ data: [], pagination: { total: 9, capped: false, page: 5, limit: 4, pages: 3 } });
  });

  it('accepts a limit of 100', async () => {
    const res = await api.http.get('/api/iam/users?limit=100').set(agent.auth);

    expect(res.status).toBe(200);
    expect(res.body.data.pagination).toEqual({ total: 9, capped: false, page: 1, limit: 100, pages: 1 });
  });

  it.each([
    ['limit=101', 'La limite doit être un nombre entier entre 1 et 100.', 'USER_LIMIT_INVALID'],
    ['limit=0', 'La limite doit être un nombre entier entre 1 et 100.', 'USER_LIMIT_INVALID'],
    ['limit=ten', 'La limite doit être un nombre entier entre 1 et 100.', 'USER_LIMIT_INVALID'],
    ['page=0', 'La page doit être un nombre entier supérieur ou égal à 1.', 'USER_PAGE_INVALID'],
    ['page=-1', 'La page doit être un nombre entier supérieur ou égal à 1.', 'USER_PAGE_INVALID'],
    ['page=1.5', 'La page doit être un nombre entier supérieur ou égal à 1.', 'USER_PAGE_INVALID'],
    [
      'page=99999999999999999999',
      'La page doit être un nombre entier supérieur ou égal à 1.',
      'USER_PAGE_INVALID',
    ],
    ['page=1&page=2', 'La page doit être un nombre entier supérieur ou égal à 1.', 'USER_PAGE_INVALID'],
    ['ids=abc', 'Identifiant de compte invalide.', 'USER_ID_INVALID'],
    ['role_id=SUPERUSER', 'Rôle invalide : CLIENT, AGENT ou ADMIN.', 'ROLE_INVALID'],
    ['is_verified=yes', 'is_verified doit valoir true ou false.', 'IS_VERIFIED_INVALID'],
    [
      'approval_status=MAYBE',
      'Statut d’approbation invalide : PENDING, APPROVED ou REJECTED.',
      'APPROVAL_STATUS_INVALID',
    ],
    [
      `search=${'a'.repeat(101)}`,
      'La recherche est trop longue (100 caractères au plus).',
      'USER_SEARCH_TOO_LONG',
    ],
  ])('refuses %s with a 400 and a clear message', async (query, message, code) => {
    const res = await api.http.get(`/api/iam/users?${query}`).set(agent.auth);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, code });
  });

  it('explains a bad filter in the caller’s language', async () => {
    const res = await api.http.get('/api/iam/users?limit=101').set(agent.auth).set('Accept-Language', 'en');

    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The limit must be a whole number between 1 and 100.');
  });
});
