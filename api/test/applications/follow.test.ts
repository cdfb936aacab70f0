import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, sendNewReceipt } from '../factories/applications.ts';
import { createScholarship } from '../factories/scholarships.ts';
import {
  createAdmin,
  createAgent,
  createPendingStudent,
  createUser,
  type TestUser,
} from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

let api: TestApi;
let admin: TestUser;
let agent: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  admin = await createAdmin(api);
  agent = await createAgent(api);
});
afterAll(() => api.close());

const base = '/api/scholarships/applications';

describe('GET /api/scholarships/applications', () => {
  it('shows a student only their own applications, with the list shape of docs/product-rules.md', async () => {
    // Arrange
    const student = await createUser(api);
    const mine = [await createApplication(api, { student }), await createApplication(api, { student })];
    await createApplication(api);

    // Act
    const res = await api.http.get(base).set(student.auth);

    // Assert
    expect(res.status).toBe(200);
    expect(res.body.data.pagination).toEqual({ total: 2, capped: false, page: 1, limit: 10, pages: 1 });
    expect(res.body.data.data.map((item: { id: number }) => item.id)).toEqual([mine[1]?.id, mine[0]?.id]);
  });

  it('ignores another student’s id given as userId to a student', async () => {
    const student = await createUser(api);
    const other = await createApplication(api);

    const res = await api.http.get(`${base}?userId=${other.student.user.id}`).set(student.auth);

    expect(res.status).toBe(200);
    expect(res.body.data.data).toEqual([]);
  });

  it('shows staff every application with the scholarship and the applicant', async () => {
    const student = await createUser(api, { firstName: 'Yasmine', lastName: 'Alaoui' });
    const scholarship = await createScholarship(
      api,
      { country: 'JP', university: 'Université de Tokyo' },
      { fr: { title: 'Bourse MEXT' } },
    );
    const application = await createApplication(api, { student, scholarshipId: scholarship.id });

    const res = await api.http.get(`${base}?scholarshipId=${scholarship.id}`).set(agent.auth);

    expect(res.status).toBe(200);
    expect(res.body.data.data).toEqual([
      expect.objectContaining({
        id: application.id,
        status: 'pending',
        paymentReceipt: expect.objectContaining({ url: `${base}/${application.id}/receipt` }),
        scholarship: {
          id: scholarship.id,
          title: 'Bourse MEXT',
          country: 'JP',
          university: 'Université de Tokyo',
          deadline: scholarship.deadline,
          deadlinePassed: false,
        },
        applicant: {
          id: student.user.id,
          firstName: 'Yasmine',
          lastName: 'Alaoui',
          name: 'Yasmine Alaoui',
          email: student.user.email,
        },
      }),
    ]);
  });

  it('gives the scholarship title in the caller’s language, French when missing', async () => {
    const translated = await createScholarship(
      api,
      {},
      { fr: { title: 'Bourse Chevening FR' }, en: { title: 'Chevening Scholarship' } },
    );
    const frenchOnly = await createScholarship(api, {}, { fr: { title: 'Bourse seulement en français' } });
    const student = await createUser(api);
    await createApplication(api, { student, scholarshipId: translated.id });
    await createApplication(api, { student, scholarshipId: frenchOnly.id });

    const english = await api.http.get(base).set(student.auth).set('Accept-Language', 'en');
    const arabic = await api.http.get(`${base}?language=ar`).set(student.auth);

    const titles = (res: typeof english) =>
      res.body.data.data.map((item: { scholarship: { title: string } }) => item.scholarship.title);
    expect(titles(english)).toEqual(['Bourse seulement en français', 'Chevening Scholarship']);
    expect(titles(arabic)).toEqual(['Bourse seulement en français', 'Bourse Chevening FR']);
  });

  it('filters by status and by user for staff', async () => {
    const student = await createUser(api);
    const approved = await createApplication(api, { student, status: 'approved' });
    await createApplication(api, { student, status: 'rejected' });

    const res = await api.http.get(`${base}?status=approved&userId=${student.user.id}`).set(admin.auth);

    expect(res.body.data.data.map((item: { id: number }) => item.id)).toEqual([approved.id]);
    expect(res.body.data.pagination.total).toBe(1);
  });

  it('searches the applicant’s name and e-mail and the scholarship title, ignoring case', async () => {
    const student = await createUser(api, {
      firstName: 'Othmane',
      lastName: 'Zerhouni',
      email: 'othmane.z@example.ma',
    });
    const scholarship = await createScholarship(
      api,
      {},
      { fr: { title: 'Bourse Fulbright 100%' }, ar: { title: 'منحة فولبرايت' } },
    );
    const application = await createApplication(api, { student, scholarshipId: scholarship.id });
    await createApplication(api);

    const ids = async (search: string) => {
      const res = await api.http.get(base).query({ search }).set(admin.auth);
      return res.body.data.data.map((item: { id: number }) => item.id);
    };

    expect(await ids('othmane zerh')).toEqual([application.id]);
    expect(await ids('OTHMANE.Z@EXAMPLE')).toEqual([application.id]);
    expect(await ids('fulbright')).toEqual([application.id]);
    expect(await ids('فولبرايت')).toEqual([application.id]);
    expect(await ids('100%')).toEqual([application.id]);
    expect(await ids('Personne_de_ce_nom')).toEqual([]);

    // A word in both an applicant's name and a title: both applications, newest first.
    const named = await createScholarship(api, {}, { fr: { title: 'Bourse de la fondation Zerhouni' } });
    const byTitle = await createApplication(api, { scholarshipId: named.id });
    expect(await ids('zerhouni')).toEqual([byTitle.id, application.id]);
  });

  it('pages the list: default 10, a chosen limit, a page past the end', async () => {
    const student = await createUser(api);
    for (let index = 0; index < 12; index += 1) await createApplication(api, { student });

    const first = await api.http.get(base).set(student.auth);
    const second = await api.http.get(`${base}?page=2`).set(student.auth);
    const small = await api.http.get(`${base}?page=3&limit=5`).set(student.auth);
    const beyond = await api.http.get(`${base}?page=9`).set(student.auth);
    const largest = await api.http.get(`${base}?limit=100`).set(student.auth);

    expect(first.body.data.data).toHaveLength(10);
    expect(first.body.data.pagination).toEqual({ total: 12, capped: false, page: 1, limit: 10, pages: 2 });
    expect(second.body.data.data).toHaveLength(2);
    expect(small.body.data.data).toHaveLength(2);
    expect(small.body.data.pagination).toEqual({ total: 12, capped: false, page: 3, limit: 5, pages: 3 });
    expect(beyond.body.data).toEqual({ data: [], pagination: { total: 12, capped: false, page: 9, limit: 10, pages: 2 } });
    expect(largest.body.data.data).toHaveLength(12);
  });

  it.each([
    ['page=0', 'page=0', 'APPLICATION_PAGE_INVALID'],
    ['page=abc', 'page=abc', 'APPLICATION_PAGE_INVALID'],
    ['page=1&page=2', 'page=1&page=2', 'APPLICATION_PAGE_INVALID'],
    ['limit=0', 'limit=0', 'APPLICATION_LIMIT_INVALID'],
    ['limit=101', 'limit=101', 'APPLICATION_LIMIT_INVALID'],
    ['limit=-5', 'limit=-5', 'APPLICATION_LIMIT_INVALID'],
    ['status=open', 'status=open', 'APPLICATION_STATUS_INVALID'],
    ['scholarshipId=x', 'scholarshipId=x', 'APPLICATION_SCHOLARSHIP_ID_INVALID'],
    ['userId=42', 'userId=42', 'APPLICATION_USER_ID_INVALID'],
    ['search of 201 characters', `search=${'a'.repeat(201)}`, 'APPLICATION_SEARCH_TOO_LONG'],
    ['language=de', 'language=de', 'INVALID_FIELD'],
  ])('refuses the filter %s with a clear 400', async (_label, query, code) => {
    const res = await api.http.get(`${base}?${query}`).set(admin.auth);

    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    // A sentence with its field named, never a placeholder ('Champ invalide : {field}').
    expect(res.body.message).toMatch(/^[^{}]+$/);
  });

  it('answers a visitor 401 and an unapproved student 403', async () => {
    const pending = await createPendingStudent(api);

    const visitor = await api.http.get(base);
    const unapproved = await api.http.get(base).set(pending.auth);

    expect(visitor.status).toBe(401);
    expect(unapproved.status).toBe(403);
    expect(unapproved.body.code).toBe('ACCOUNT_NOT_APPROVED');
  });
});

describe('GET /api/scholarships/applications/{id}', () => {
  it('gives the owner the application with its status history', async () => {
    const application = await createApplication(api);
    await api.http
      .patch(`${base}/${application.id}/reject`)
      .set(agent.auth)
      .send({ feedback: 'Reçu flou' })
      .expect(200);
    await sendNewReceipt(api, application.student, application.id).expect(200);

    const res = await api.http.get(`${base}/${application.id}`).set(application.student.auth);

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: application.id, status: 'pending', rejectionReason: null });
    expect(res.body.data.history).toEqual([
      expect.objectContaining({
        status: 'pending',
        feedback: null,
        actor: expect.objectContaining({ id: application.student.user.id }),
      }),
      expect.objectContaining({
        status: 'rejected',
        feedback: 'Reçu flou',
        // The platform team: the owner never reads which staff member decided.
        actor: { id: null, name: null, role: 'AGENT' },
      }),
      expect.objectContaining({
        status: 'pending',
        feedback: null,
        actor: expect.objectContaining({ role: 'CLIENT' }),
      }),
    ]);
  });

  it('gives staff any application', async () => {
    const application = await createApplication(api);

    const byAgent = await api.http.get(`${base}/${application.id}`).set(agent.auth);
    const byAdmin = await api.http.get(`${base}/${application.id}`).set(admin.auth);

    expect(byAgent.status).toBe(200);
    expect(byAdmin.status).toBe(200);
  });

  it('answers another student 404, the same as an application that does not exist', async () => {
    const application = await createApplication(api);
    const other = await createUser(api);

    const someoneElses = await api.http
      .get(`${base}/${application.id}`)
      .set(other.auth)
      .set('Accept-Language', 'en');
    const missing = await api.http.get(`${base}/999999`).set(other.auth).set('Accept-Language', 'en');

    expect(someoneElses.status).toBe(404);
    expect(someoneElses.body).toEqual({ message: 'Application not found.', code: 'APPLICATION_NOT_FOUND' });
    expect(missing.body).toEqual(someoneElses.body);
  });

  it('keeps the history when the reviewer’s account is deleted, without the actor', async () => {
    const application = await createApplication(api);
    const leaving = await createAgent(api);
    await api.http.patch(`${base}/${application.id}/approve`).set(leaving.auth).expect(200);
    await api.context.db.deleteFrom('users').where('id', '=', leaving.user.id).execute();

    const res = await api.http.get(`${base}/${application.id}`).set(admin.auth);

    expect(res.body.data.history.at(-1)).toMatchObject({ status: 'approved', actor: null });
  });
});

describe('GET /api/applications and /api/applications/{id}', () => {
  it('answer the signed-in student’s own applications', async () => {
    const student = await createUser(api);
    const mine = await createApplication(api, { student });
    const theirs = await createApplication(api);

    const list = await api.http.get('/api/applications').set(student.auth);
    const detail = await api.http.get(`/api/applications/${mine.id}`).set(student.auth);
    const other = await api.http.get(`/api/applications/${theirs.id}`).set(student.auth);

    expect(list.status).toBe(200);
    expect(list.body.data.data.map((item: { id: number }) => item.id)).toEqual([mine.id]);
    expect(detail.status).toBe(200);
    expect(detail.body.data.history).toHaveLength(1);
    expect(other.status).toBe(404);
  });

  it('are a student’s pages: staff get 403, visitors 401, unapproved students 403', async () => {
    const pending = await createPendingStudent(api);

    const [staff, visitor, unapproved] = await Promise.all([
      api.http.get('/api/applications').set(admin.auth),
      api.http.get('/api/applications'),
      api.http.get('/api/applications/1').set(pending.auth),
    ]);

    expect(staff.status).toBe(403);
    expect(staff.body.code).toBe('APPLICATION_STUDENTS_ONLY');
    expect(visitor.status).toBe(401);
    expect(unapproved.status).toBe(403);
  });
});

describe('GET /api/scholarships/applications/check', () => {
  it('answers the student’s application for the scholarship', async () => {
    const application = await createApplication(api, {
      status: 'rejected',
      rejectionReason: 'Montant partiel',
    });

    const res = await api.http
      .get(`${base}/check?scholarshipId=${application.scholarshipId}`)
      .set(application.student.auth);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        id: application.id,
        status: 'rejected',
        rejectionReason: 'Montant partiel',
        feedback: 'Montant partiel',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
  });

  it('answers null when the student has not applied, even if someone else has', async () => {
    const application = await createApplication(api);
    const student = await createUser(api);

    const res = await api.http
      .get(`${base}/check?scholarshipId=${application.scholarshipId}`)
      .set(student.auth);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: null });
  });

  it('requires a valid scholarship id', async () => {
    const student = await createUser(api);

    const missing = await api.http.get(`${base}/check`).set(student.auth);
    const malformed = await api.http.get(`${base}/check?scholarshipId=1;drop`).set(student.auth);

    expect(missing.status).toBe(400);
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('APPLICATION_SCHOLARSHIP_ID_INVALID');
  });

  it('answers a visitor 401, an unapproved student 403 and staff 403', async () => {
    const pending = await createPendingStudent(api);

    const visitor = await api.http.get(`${base}/check?scholarshipId=1`);
    const unapproved = await api.http.get(`${base}/check?scholarshipId=1`).set(pending.auth);
    const staff = await api.http.get(`${base}/check?scholarshipId=1`).set(agent.auth);

    expect([visitor.status, unapproved.status, staff.status]).toEqual([401, 403, 403]);
  });
});
