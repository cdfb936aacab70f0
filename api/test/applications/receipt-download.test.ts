import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, receiptKey, sendNewReceipt } from '../factories/applications.ts';
import { PDF_FILE, PNG_FILE } from '../factories/files.ts';
import { createAgent, createPendingStudent, createUser, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

let api: TestApi;
let agent: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  agent = await createAgent(api);
});
afterAll(() => api.close());

const base = '/api/scholarships/applications';

describe('GET /api/scholarships/applications/{id}/receipt', () => {
  it('gives the owner their receipt as an attachment with the stored type', async () => {
    const student = await createUser(api);
    const application = await createApplication(api, { student });

    const res = await api.http.get(`${base}/${application.id}/receipt`).set(student.auth).buffer(true);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // Named by the server in the caller's language (French by default), never by the student's file.
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="recu-de-paiement-candidature-${application.id}.pdf"; filename*=UTF-8''recu-de-paiement-candidature-${application.id}.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(res.body).equals(PDF_FILE)).toBe(true);
  });

  it('gives staff the receipt, with the type found in the bytes', async () => {
    const application = await createApplication(api);
    await sendNewReceipt(api, application.student, application.id, {
      content: PNG_FILE,
      name: 'photo.pdf',
    }).expect(200);

    const res = await api.http.get(`${base}/${application.id}/receipt`).set(agent.auth);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('answers another student 404, never the file', async () => {
    const application = await createApplication(api);
    const other = await createUser(api);

    const res = await api.http.get(`${base}/${application.id}/receipt`).set(other.auth);

    expect(res.status).toBe(404);
    expect(res.body.code).toBe('APPLICATION_NOT_FOUND');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers 404 with a clear message when the receipt’s bytes are gone', async () => {
    const application = await createApplication(api);
    const key = await receiptKey(api, application.id);
    await api.context.storage.remove(key ?? '');

    const res = await api.http
      .get(`${base}/${application.id}/receipt`)
      .set(application.student.auth)
      .set('Accept-Language', 'en');

    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      message: 'This application has no payment receipt.',
      code: 'APPLICATION_RECEIPT_NOT_FOUND',
    });
  });

  it('answers a visitor 401 and an unapproved student 403', async () => {
    const application = await createApplication(api);
    const pending = await createPendingStudent(api);

    const visitor = await api.http.get(`${base}/${application.id}/receipt`);
    const unapproved = await api.http.get(`${base}/${application.id}/receipt`).set(pending.auth);

    expect(visitor.status).toBe(401);
    expect(unapproved.status).toBe(403);
  });
});
