import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScholarship } from '../factories/scholarships.ts';
import { createAdmin, createAgent, createUser, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';
import { createApplicationWithReceipt } from './pending-application.ts';
import { storedBlobs } from './stored-blobs.ts';

let api: TestApi;
let admin: TestUser;
let agent: TestUser;
let student: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  admin = await createAdmin(api);
  agent = await createAgent(api);
  student = await createUser(api);
});
afterAll(() => api.close());

const createApplication = (scholarshipId: number) => createApplicationWithReceipt(api, scholarshipId);

describe('DELETE /api/scholarships/{id}', () => {
  it('refuses to delete a scholarship that has applications, with a clear message', async () => {
    const scholarship = await createScholarship(api);
    await createApplication(scholarship.id);
    await createApplication(scholarship.id);

    const res = await api.http.delete(`/api/scholarships/${scholarship.id}`).set(admin.auth);

    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'SCHOLARSHIP_HAS_APPLICATIONS',
      message:
        'Cette bourse a 2 candidature(s) : elle ne peut pas être supprimée. Un administrateur peut forcer la suppression, ce qui supprime aussi ces candidatures.',
    });
    expect((await api.http.get(`/api/scholarships/${scholarship.id}`)).status).toBe(200);
  });

  it('tells staff, and only staff, how many applications a scholarship has', async () => {
    const scholarship = await createScholarship(api);
    await createApplication(scholarship.id);

    const asAgent = await api.http.get(`/api/scholarships/${scholarship.id}`).set(agent.auth);
    const asStudent = await api.http.get(`/api/scholarships/${scholarship.id}`).set(student.auth);

    expect(asAgent.body.data.applicationCount).toBe(1);
    expect(asStudent.body.data).not.toHaveProperty('applicationCount');
  });

  it('refuses a forced delete by an agent', async () => {
    const scholarship = await createScholarship(api);
    await createApplication(scholarship.id);

    const res = await api.http
      .delete(`/api/scholarships/${scholarship.id}`)
      .query({ force: 'true' })
      .set(agent.auth);

    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORCE_DELETE_ADMIN_ONLY');
  });

  it('lets an admin force it: the applications and their receipt files go too', async () => {
    const scholarship = await createScholarship(api);
    const { receipt, storageKey } = await createApplication(scholarship.id);

    const res = await api.http
      .delete(`/api/scholarships/${scholarship.id}`)
      .query({ force: 'true' })
      .set(admin.auth);

    expect(res.status).toBe(204);
    expect((await api.http.get(`/api/scholarships/${scholarship.id}`)).status).toBe(404);
    const applications = await api.context.db
      .selectFrom('applications')
      .where('scholarshipId', '=', scholarship.id)
      .selectAll()
      .execute();
    expect(applications).toEqual([]);
    expect(
      await api.context.db.selectFrom('files').where('id', '=', receipt.id).selectAll().execute(),
    ).toEqual([]);
    expect(await storedBlobs(api)).not.toContain(storageKey);
  });

  it('answers 404 for a scholarship that does not exist', async () => {
    const res = await api.http.delete('/api/scholarships/999999').set(admin.auth);

    expect(res.status).toBe(404);
  });
});
