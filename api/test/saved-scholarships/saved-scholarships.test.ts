import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClosedScholarship, createScholarship } from '../factories/scholarships.ts';
import { createAdmin, createPendingStudent, createUser, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

const DAY = 24 * 60 * 60 * 1000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const save = (student: TestUser, id: number | string) =>
  api.http.put(`/api/saved-scholarships/${id}`).set(student.auth);
const unsave = (student: TestUser, id: number | string) =>
  api.http.delete(`/api/saved-scholarships/${id}`).set(student.auth);
const savedIds = async (student: TestUser, query: Record<string, string> = {}) => {
  const res = await api.http.get('/api/saved-scholarships').query(query).set(student.auth).expect(200);
  return (res.body.data.data as { scholarshipId: number }[]).map((saved) => saved.scholarshipId);
};

describe('saving a scholarship', () => {
  it('saves it once: a second save answers the first one', async () => {
    const student = await createUser(api);
    const { id } = await createScholarship(api);

    const first = await save(student, id);
    const again = await save(student, id);

    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({ scholarshipId: id, savedAt: expect.any(String) });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(await savedIds(student)).toEqual([id]);
  });

  it('lists open ones first by nearest deadline, then closed ones, most recently closed first', async () => {
    const student = await createUser(api);
    const now = api.clock.now().getTime();
    const later = await createScholarship(api, { deadline: isoDate(new Date(now + 40 * DAY)) });
    const sooner = await createScholarship(api, { deadline: isoDate(new Date(now + 3 * DAY)) });
    const closedLongAgo = await createClosedScholarship(api, { deadline: isoDate(new Date(now - 20 * DAY)) });
    const closedYesterday = await createClosedScholarship(api);
    for (const { id } of [closedLongAgo, later, closedYesterday, sooner]) await save(student, id).expect(201);

    expect(await savedIds(student)).toEqual([sooner.id, later.id, closedYesterday.id, closedLongAgo.id]);
    const secondPage = await api.http
      .get('/api/saved-scholarships')
      .query({ page: '2', limit: '3' })
      .set(student.auth)
      .expect(200);
    expect(secondPage.body.data).toEqual({
      data: [{ scholarshipId: closedLongAgo.id, savedAt: expect.any(String) }],
      pagination: { total: 4, capped: false, page: 2, limit: 3, pages: 2 },
    });
  });

  it('tells which of a list of scholarships are saved, in the order asked', async () => {
    const student = await createUser(api);
    const first = await createScholarship(api);
    const second = await createScholarship(api);
    const third = await createScholarship(api);
    await save(student, third.id).expect(201);
    await save(student, first.id).expect(201);

    expect(await savedIds(student, { ids: `${first.id},${second.id},${third.id}` })).toEqual([
      first.id,
      third.id,
    ]);
  });

  it('keeps each student’s list their own', async () => {
    const student = await createUser(api);
    const other = await createUser(api);
    const { id } = await createScholarship(api);

    await save(student, id).expect(201);

    expect(await savedIds(other)).toEqual([]);
  });

  it('answers 404 in the caller’s language for a scholarship that does not exist', async () => {
    const student = await createUser(api);

    const res = await save(student, 2_147_483_647).set('Accept-Language', 'en');

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Scholarship not found', code: 'SCHOLARSHIP_NOT_FOUND' });
  });

  it('forgets a scholarship deleted by staff', async () => {
    const student = await createUser(api);
    const admin = await createAdmin(api);
    const { id } = await createScholarship(api);
    await save(student, id).expect(201);

    await api.http.delete(`/api/scholarships/${id}`).set(admin.auth).expect(204);

    expect(await savedIds(student)).toEqual([]);
  });
});

describe('the catalogue, read by a student who saves', () => {
  it('says on each scholarship of the list and of its page whether this student saved it', async () => {
    const student = await createUser(api);
    const other = await createUser(api);
    const saved = await createScholarship(api);
    const notSaved = await createScholarship(api);
    await save(student, saved.id).expect(201);
    await save(other, notSaved.id).expect(201);

    const list = await api.http
      .get('/api/scholarships')
      .query({ ids: `${saved.id},${notSaved.id}` })
      .set(student.auth)
      .expect(200);
    const page = await api.http.get(`/api/scholarships/${saved.id}`).set(student.auth).expect(200);

    expect(
      list.body.data.data.map((item: { id: number; isSaved: boolean }) => [item.id, item.isSaved]),
    ).toEqual([
      [saved.id, true],
      [notSaved.id, false],
    ]);
    expect(page.body.data.isSaved).toBe(true);
  });

  it('says nothing of saving to visitors, staff and students not approved yet, who cannot save', async () => {
    const { id } = await createScholarship(api);
    const admin = await createAdmin(api);
    const pending = await createPendingStudent(api);

    const answers = await Promise.all([
      api.http.get(`/api/scholarships/${id}`).expect(200),
      api.http.get(`/api/scholarships/${id}`).set(admin.auth).expect(200),
      api.http.get(`/api/scholarships/${id}`).set(pending.auth).expect(200),
    ]);

    expect(answers.map((answer) => answer.body.data.isSaved)).toEqual([null, null, null]);
  });
});

describe('a student who deletes their account', () => {
  it('leaves no saved scholarship behind', async () => {
    const student = await createUser(api);
    const { id } = await createScholarship(api);
    await save(student, id).expect(201);

    await api.http
      .post('/api/iam/auth/delete-account')
      .set(student.auth)
      .send({ password: student.password })
      .expect(200);

    const left = await api.context.db
      .selectFrom('savedScholarships')
      .select('scholarshipId')
      .where('userId', '=', student.user.id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('unsaving a scholarship', () => {
  it('removes it from the list, and unsaving again changes nothing', async () => {
    const student = await createUser(api);
    const { id } = await createScholarship(api);
    const kept = await createScholarship(api);
    await save(student, id).expect(201);
    await save(student, kept.id).expect(201);

    const first = await unsave(student, id);
    const again = await unsave(student, id);

    expect(first.status).toBe(204);
    expect(again.status).toBe(204);
    expect(await savedIds(student)).toEqual([kept.id]);
  });
});

describe('invalid requests, answered in the caller’s language', () => {
  it.each([
    ['fr', 'Identifiant de bourse invalide.'],
    ['ar', 'معرّف المنحة غير صالح.'],
    ['en', 'Invalid scholarship id.'],
  ])('refuses an id that is not one (%s)', async (language, message) => {
    const student = await createUser(api);

    const saving = await save(student, 'abc').set('Accept-Language', language);
    const unsaving = await unsave(student, '0').set('Accept-Language', language);

    expect(saving.status).toBe(400);
    expect(saving.body).toMatchObject({ message, code: 'SAVED_SCHOLARSHIP_ID_INVALID' });
    expect(unsaving.status).toBe(400);
    expect(unsaving.body).toMatchObject({ message, code: 'SAVED_SCHOLARSHIP_ID_INVALID' });
  });

  it.each([
    [{ page: '0' }, 'PAGE_INVALID'],
    [{ limit: '101' }, 'LIMIT_OUT_OF_RANGE'],
    [{ limit: 'ten' }, 'LIMIT_OUT_OF_RANGE'],
    [{ ids: '1,x' }, 'SCHOLARSHIP_IDS_INVALID'],
  ])('refuses the list query %o with %s', async (query, code) => {
    const student = await createUser(api);

    const res = await api.http
      .get('/api/saved-scholarships')
      .query(query)
      .set(student.auth)
      .set('Accept-Language', 'ar');

    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
  });

  it.each(['99999999999', '1e3', '-1', '%00', '1;drop table users'])(
    'never answers 5xx for the id %s',
    async (id) => {
      const student = await createUser(api);

      const res = await save(student, encodeURIComponent(id));

      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    },
  );

  it('tells staff that saving is for students', async () => {
    const admin = await createAdmin(api);
    const { id } = await createScholarship(api);

    const res = await save(admin, id).set('Accept-Language', 'fr');

    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      message: 'Seuls les étudiants peuvent enregistrer des bourses.',
      code: 'SAVED_SCHOLARSHIPS_STUDENTS_ONLY',
    });
  });
});

describe('the reminders setting of the profile', () => {
  it('is on for a new student, and the student turns it off and on again', async () => {
    const student = await createUser(api);
    const me = await api.http.get('/api/iam/auth/me').set(student.auth).expect(200);
    expect(me.body.data.deadlineReminders).toBe(true);

    const off = await api.http
      .patch(`/api/iam/users/${student.user.id}`)
      .set(student.auth)
      .send({ deadlineReminders: false });
    const on = await api.http
      .patch(`/api/iam/users/${student.user.id}`)
      .set(student.auth)
      .field('deadlineReminders', 'true');

    expect(off.status).toBe(200);
    expect(off.body.data.deadlineReminders).toBe(false);
    expect(on.status).toBe(200);
    expect(on.body.data.deadlineReminders).toBe(true);
  });

  it('refuses a value that is not true or false, in the caller’s language', async () => {
    const student = await createUser(api);

    const res = await api.http
      .patch(`/api/iam/users/${student.user.id}`)
      .set(student.auth)
      .set('Accept-Language', 'en')
      .send({ deadlineReminders: 'maybe' });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'The reminders setting must be true or false.',
      code: 'DEADLINE_REMINDERS_INVALID',
    });
  });
});
