import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, createApplication, sendNewReceipt } from '../factories/applications.ts';
import { pictureOf } from '../factories/pictures.ts';
import { createScholarship, scholarshipPayload } from '../factories/scholarships.ts';
import { createAdmin, createAgent, createUser, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';
import { imageFileId, storedBlobs } from './stored-blobs.ts';

let api: TestApi;
let agent: TestUser;
let admin: TestUser;
let student: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  agent = await createAgent(api);
  admin = await createAdmin(api);
  student = await createUser(api);
});
afterAll(() => api.close());

const change = (id: number, action: string, caller: TestUser = agent) =>
  api.http.post(`/api/scholarships/${id}/${action}`).set(caller.auth);

const catalogueIds = async (caller?: TestUser, query: Record<string, string> = {}) => {
  const request = api.http.get('/api/scholarships').query({ limit: '100', ...query });
  const res = caller ? await request.set(caller.auth) : await request;
  return (res.body.data.data as { id: number }[]).map((item) => item.id);
};

const auditActions = async (id: number) =>
  (
    await api.context.db
      .selectFrom('auditLog')
      .select(['action', 'actorId', 'changes'])
      .where('targetType', '=', 'scholarship')
      .where('targetId', '=', String(id))
      .orderBy('id')
      .execute()
  ).map((entry) => entry.action);

describe('a new scholarship', () => {
  it('is a draft unless staff publish it, and a draft is seen by staff only', async () => {
    const { publish: _publish, ...payload } = scholarshipPayload();
    const draft = await api.http.post('/api/scholarships').set(agent.auth).send(payload).expect(201);
    const published = await api.http.post('/api/scholarships').set(agent.auth).send(scholarshipPayload()).expect(201);
    const draftId: number = draft.body.data.id;

    expect(draft.body.data.status).toBe('draft');
    expect(published.body.data.status).toBe('published');
    expect(await catalogueIds()).not.toContain(draftId);
    expect(await catalogueIds(student)).not.toContain(draftId);
    expect(await catalogueIds()).toContain(published.body.data.id);
    expect(await catalogueIds(agent)).toContain(draftId);
    expect((await api.http.get(`/api/scholarships/${draftId}`)).status).toBe(404);
    expect((await api.http.get(`/api/scholarships/${draftId}`).set(student.auth)).status).toBe(404);
    expect((await api.http.get(`/api/scholarships?ids=${draftId}`).set(student.auth)).body.data.data).toEqual([]);
    const asStaff = await api.http.get(`/api/scholarships/${draftId}`).set(agent.auth).expect(200);
    expect(asStaff.body.data.status).toBe('draft');
  });

  it('leaves the filter options, the sitemap and the counts unchanged while it is a draft', async () => {
    const before = (await api.http.get('/api/scholarships')).body.data.pagination.total;
    const draft = await createScholarship(api, { status: 'draft', university: 'Université du brouillon' });

    const options = await api.http.get('/api/scholarships/filters');
    const sitemap = await api.http.get('/api/scholarships/sitemap');
    const after = (await api.http.get('/api/scholarships')).body.data.pagination.total;

    expect(options.body.data.universities).not.toContain('Université du brouillon');
    expect((sitemap.body.data as { id: number }[]).map((entry) => entry.id)).not.toContain(draft.id);
    expect(after).toBe(before);
    await change(draft.id, 'publish').expect(200);
    expect((await api.http.get('/api/scholarships')).body.data.pagination.total).toBe(before + 1);
    expect((await api.http.get('/api/scholarships/filters')).body.data.universities).toContain('Université du brouillon');
  });
});

describe('status changes', () => {
  it('publish, unpublish, archive and restore move it in and out of the catalogue, each audited', async () => {
    const { id } = await createScholarship(api, { status: 'draft' });

    expect((await change(id, 'publish').expect(200)).body.data.status).toBe('published');
    expect(await catalogueIds()).toContain(id);
    expect((await change(id, 'unpublish').expect(200)).body.data.status).toBe('draft');
    expect(await catalogueIds()).not.toContain(id);
    await change(id, 'publish').expect(200);
    expect((await change(id, 'archive').expect(200)).body.data.status).toBe('archived');
    expect(await catalogueIds()).not.toContain(id);
    expect(await catalogueIds(agent, { status: 'archived' })).toContain(id);
    expect(await catalogueIds(agent, { status: 'draft' })).not.toContain(id);
    expect((await change(id, 'restore').expect(200)).body.data.status).toBe('draft');

    expect(await auditActions(id)).toEqual([
      'scholarship.publish',
      'scholarship.unpublish',
      'scholarship.publish',
      'scholarship.archive',
      'scholarship.restore',
    ]);
  });

  it('refuses a change its status does not allow, in the caller’s language', async () => {
    const { id } = await createScholarship(api, { status: 'archived' });

    const res = await change(id, 'publish').set('Accept-Language', 'ar').expect(409);

    expect(res.body.code).toBe('SCHOLARSHIP_STATUS_CHANGE_INVALID');
    expect(res.body.message).toBe('هذا الإجراء لا يناسب الحالة الحالية للمنحة. حدّث الصفحة.');
    expect(await auditActions(id)).toEqual([]);
  });

  it('is staff work: students and visitors cannot change a status nor duplicate', async () => {
    const { id } = await createScholarship(api, { status: 'draft' });

    expect((await change(id, 'publish', student)).status).toBe(403);
    expect((await api.http.post(`/api/scholarships/${id}/publish`)).status).toBe(401);
    expect((await api.http.post(`/api/scholarships/${id}/duplicate`).set(student.auth)).status).toBe(403);
    expect((await api.http.post(`/api/scholarships/${id}/duplicate`)).status).toBe(401);
    expect((await api.http.get(`/api/scholarships/${id}`).set(agent.auth)).body.data.status).toBe('draft');
  });
});

describe('applying and applications', () => {
  it('refuses to apply to a draft or an archived scholarship with a coded message', async () => {
    const draft = await createScholarship(api, { status: 'draft' });
    const archived = await createScholarship(api, { status: 'archived' });

    const toDraft = await apply(api, student, draft.id).set('Accept-Language', 'en');
    const toArchived = await apply(api, student, archived.id);

    expect(toDraft.status).toBe(409);
    expect(toDraft.body).toEqual({
      code: 'APPLICATION_SCHOLARSHIP_NOT_PUBLISHED',
      message: 'This scholarship is not open to applications: it is not published.',
    });
    expect(toArchived.body.code).toBe('APPLICATION_SCHOLARSHIP_NOT_PUBLISHED');
  });

  it('refuses a new receipt once the scholarship is archived', async () => {
    const scholarship = await createScholarship(api);
    const application = await createApplication(api, { scholarshipId: scholarship.id, status: 'rejected' });
    await change(scholarship.id, 'archive').expect(200);

    const res = await sendNewReceipt(api, application.student, application.id);

    expect(res.status).toBe(409);
    expect(res.body.code).toBe('APPLICATION_SCHOLARSHIP_NOT_PUBLISHED');
  });

  it('keeps an archived scholarship readable by the students who applied, and its applications reviewable', async () => {
    const scholarship = await createScholarship(api);
    const application = await createApplication(api, { scholarshipId: scholarship.id });
    await change(scholarship.id, 'archive').expect(200);

    const byId = await api.http.get(`/api/scholarships?ids=${scholarship.id}`).set(application.student.auth);
    const detail = await api.http.get(`/api/scholarships/${scholarship.id}`).set(application.student.auth);
    const own = await api.http.get(`/api/applications/${application.id}`).set(application.student.auth);

    expect(byId.body.data.data.map((item: { id: number }) => item.id)).toEqual([scholarship.id]);
    expect(detail.status).toBe(200);
    expect(detail.body.data.status).toBe('archived');
    expect(own.status).toBe(200);
    expect(await catalogueIds(application.student)).not.toContain(scholarship.id);
    expect((await api.http.get(`/api/scholarships/${scholarship.id}`).set(student.auth)).status).toBe(404);
    await api.http
      .patch(`/api/scholarships/applications/${application.id}/approve`)
      .set(admin.auth)
      .send({})
      .expect(200);
  });
});

describe('saved scholarships', () => {
  it('cannot save a draft, and a saved one that is archived leaves the saved page', async () => {
    const draft = await createScholarship(api, { status: 'draft' });
    const saved = await createScholarship(api);

    expect((await api.http.put(`/api/saved-scholarships/${draft.id}`).set(student.auth)).status).toBe(404);
    await api.http.put(`/api/saved-scholarships/${saved.id}`).set(student.auth).expect(201);
    await change(saved.id, 'archive').expect(200);

    const page = await api.http.get('/api/saved-scholarships').set(student.auth).expect(200);
    expect(page.body.data.data.map((item: { scholarshipId: number }) => item.scholarshipId)).not.toContain(saved.id);
  });
});

describe('duplicate', () => {
  it('copies every language’s texts, FAQ, country and dates as a new draft, and audits it', async () => {
    const source = await createScholarship(
      api,
      { country: 'JP', deadline: '2030-03-01' },
      { fr: { title: 'Bourse Monbukagakusho' }, ar: { title: 'منحة اليابان' }, en: { title: 'Japan grant' } },
    );

    const res = await api.http.post(`/api/scholarships/${source.id}/duplicate`).set(agent.auth).expect(201);

    const copy = res.body.data;
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({ status: 'draft', country: 'JP', deadline: '2030-03-01', startDate: source.startDate });
    expect(copy.translations.fr).toMatchObject({
      title: 'Copie de Bourse Monbukagakusho',
      faq: [{ question: 'Qui peut postuler ?', answer: 'Les étudiants marocains.' }],
    });
    expect(copy.translations.ar.title).toBe('نسخة من منحة اليابان');
    expect(copy.translations.en.title).toBe('Copy of Japan grant');
    expect(await catalogueIds()).not.toContain(copy.id);
    expect(await auditActions(copy.id)).toEqual(['scholarship.duplicate']);
  });

  it('copies the picture’s files, so that deleting the original keeps the copy’s picture', async () => {
    const created = await api.http
      .post('/api/scholarships')
      .set(agent.auth)
      .field('data', JSON.stringify(scholarshipPayload()))
      .attach('image', await pictureOf(1200, 600), { filename: 'campus.jpg', contentType: 'image/jpeg' })
      .expect(201);
    const sourceId: number = created.body.data.id;
    const blobsBefore = (await storedBlobs(api)).length;

    const copy = (await api.http.post(`/api/scholarships/${sourceId}/duplicate`).set(agent.auth).expect(201)).body.data;
    await api.http.delete(`/api/scholarships/${sourceId}`).set(agent.auth).expect(204);

    expect(await imageFileId(api, copy.id)).not.toBe(null);
    expect(await imageFileId(api, copy.id)).not.toBe(created.body.data.id);
    expect((await storedBlobs(api)).length).toBe(blobsBefore);
    const [widest] = copy.picture.copies as { url: string }[];
    const image = await api.http.get(widest?.url ?? '').set(agent.auth);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/(webp|avif)$/);
  });
});
