import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, filesOnDisk, receiptKey, sendNewReceipt } from '../factories/applications.ts';
import { EXE_FILE, PDF_FILE, PNG_FILE } from '../factories/files.ts';
import { createAdmin, createAgent, createPendingStudent, createUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const withdraw = (id: number) => api.http.post(`/api/scholarships/applications/${id}/withdraw`);

describe('PATCH /api/scholarships/applications/{id} by the owner', () => {
  it('replaces the receipt of a pending application and removes the old file', async () => {
    // Arrange
    const application = await createApplication(api);
    const oldKey = await receiptKey(api, application.id);
    const before = await filesOnDisk(api);

    // Act
    const res = await sendNewReceipt(api, application.student, application.id, {
      content: PNG_FILE,
      name: 'nouveau.png',
    });

    // Assert
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'pending',
      paymentReceipt: { fileName: 'nouveau.png', mimeType: 'image/png' },
    });
    expect(res.body.data.history.map((entry: { status: string }) => entry.status)).toEqual([
      'pending',
      'pending',
    ]);
    expect(await receiptKey(api, application.id)).not.toBe(oldKey);
    expect(await filesOnDisk(api)).toBe(before);
  });

  it('resubmits a rejected application: back to pending, the reason cleared', async () => {
    const application = await createApplication(api, {
      status: 'rejected',
      rejectionReason: 'Montant incorrect',
    });

    const res = await api.http
      .patch(`/api/scholarships/applications/${application.id}`)
      .set(application.student.auth)
      .field('applicationId', String(application.id))
      .field('status', 'pending')
      .field('rejectionReason', '')
      .attach('paymentReceipt', PDF_FILE, 'recu-corrige.pdf');

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'pending', rejectionReason: null, feedback: null });
    const check = await api.http
      .get(`/api/scholarships/applications/check?scholarshipId=${application.scholarshipId}`)
      .set(application.student.auth);
    expect(check.body.data).toMatchObject({ id: application.id, status: 'pending', rejectionReason: null });
  });

  it('refuses a new receipt for an approved application (409) and keeps the old one', async () => {
    const application = await createApplication(api, { status: 'approved' });
    const oldKey = await receiptKey(api, application.id);
    const before = await filesOnDisk(api);

    const res = await sendNewReceipt(api, application.student, application.id).set('Accept-Language', 'en');

    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'Your application is approved: its receipt can no longer be changed.',
      code: 'APPLICATION_ALREADY_APPROVED',
    });
    expect(await receiptKey(api, application.id)).toBe(oldKey);
    expect(await filesOnDisk(api)).toBe(before);
  });

  it('requires the receipt', async () => {
    const application = await createApplication(api, { status: 'rejected' });

    const res = await api.http
      .patch(`/api/scholarships/applications/${application.id}`)
      .set(application.student.auth)
      .send({});

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('APPLICATION_RECEIPT_REQUIRED');
  });

  it('refuses an executable renamed .png', async () => {
    const application = await createApplication(api);

    const res = await sendNewReceipt(api, application.student, application.id, {
      content: EXE_FILE,
      name: 'recu.png',
    });

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('FILE_TYPE_NOT_ALLOWED');
  });

  it('does not let the owner approve their own application (403)', async () => {
    const application = await createApplication(api);

    const res = await api.http
      .patch(`/api/scholarships/applications/${application.id}`)
      .set(application.student.auth)
      .field('status', 'approved')
      .attach('paymentReceipt', PDF_FILE, 'recu.pdf')
      .set('Accept-Language', 'en');

    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      message: 'Only staff can change an application’s status.',
      code: 'APPLICATION_STATUS_STAFF_ONLY',
    });
  });

  it('withdraws with status withdrawn and no file', async () => {
    const application = await createApplication(api);

    const res = await api.http
      .patch(`/api/scholarships/applications/${application.id}`)
      .set(application.student.auth)
      .send({ status: 'withdrawn' });

    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('withdrawn');
  });

  it('answers another student 404, never touching the application', async () => {
    const application = await createApplication(api);
    const other = await createUser(api);

    const res = await sendNewReceipt(api, other, application.id);

    expect(res.status).toBe(404);
    expect(res.body.code).toBe('APPLICATION_NOT_FOUND');
    const { status } = await api.context.db
      .selectFrom('applications')
      .select('status')
      .where('id', '=', application.id)
      .executeTakeFirstOrThrow();
    expect(status).toBe('pending');
  });

  it('refuses an id in the form that differs from the address', async () => {
    const application = await createApplication(api);

    const res = await api.http
      .patch(`/api/scholarships/applications/${application.id}`)
      .set(application.student.auth)
      .field('applicationId', String(application.id + 1))
      .attach('paymentReceipt', PDF_FILE, 'recu.pdf');

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('APPLICATION_ID_MISMATCH');
  });

  it.each(['abc', '0', '12abc', '99999999999'])('answers the malformed id %j with a 400', async (id) => {
    const student = await createUser(api);

    const res = await api.http
      .patch(`/api/scholarships/applications/${id}`)
      .set(student.auth)
      .attach('paymentReceipt', PDF_FILE, 'r.pdf');

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('APPLICATION_ID_INVALID');
  });

  it('answers a visitor 401 and an unapproved student 403', async () => {
    const application = await createApplication(api);
    const pending = await createPendingStudent(api);

    const visitor = await api.http
      .patch(`/api/scholarships/applications/${application.id}`)
      .attach('paymentReceipt', PDF_FILE, 'r.pdf');
    const unapproved = await sendNewReceipt(api, pending, application.id);

    expect(visitor.status).toBe(401);
    expect(unapproved.status).toBe(403);
    expect(unapproved.body.code).toBe('ACCOUNT_NOT_APPROVED');
  });
});

describe('PATCH /api/scholarships/applications/{id} by staff', () => {
  it('sets the status and the reason', async () => {
    const application = await createApplication(api);
    const agent = await createAgent(api);

    const res = await api.http
      .patch(`/api/scholarships/applications/${application.id}`)
      .set(agent.auth)
      .field('status', 'rejected')
      .field('rejectionReason', 'Reçu d’un autre étudiant');

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'rejected', rejectionReason: 'Reçu d’un autre étudiant' });
    expect(res.body.data.history.at(-1)).toMatchObject({
      status: 'rejected',
      feedback: 'Reçu d’un autre étudiant',
      actor: { id: agent.user.id, role: 'AGENT' },
    });
  });

  it('requires a status from staff', async () => {
    const application = await createApplication(api);
    const admin = await createAdmin(api);

    const res = await api.http
      .patch(`/api/scholarships/applications/${application.id}`)
      .set(admin.auth)
      .send({ feedback: 'Vu' });

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('APPLICATION_STATUS_REQUIRED');
  });

  it('refuses an unknown status', async () => {
    const application = await createApplication(api);
    const admin = await createAdmin(api);

    const res = await api.http
      .patch(`/api/scholarships/applications/${application.id}`)
      .set(admin.auth)
      .send({ status: 'APPROVED' });

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('APPLICATION_STATUS_INVALID');
  });

  it('does not take a receipt from staff', async () => {
    const application = await createApplication(api);
    const admin = await createAdmin(api);

    const res = await api.http
      .patch(`/api/scholarships/applications/${application.id}`)
      .set(admin.auth)
      .field('status', 'approved')
      .attach('paymentReceipt', PDF_FILE, 'r.pdf');

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('UNEXPECTED_FILE');
  });
});

describe('withdrawing (POST or PATCH …/{id}/withdraw)', () => {
  it('withdraws a pending application and records it in the history', async () => {
    const application = await createApplication(api);

    const res = await withdraw(application.id).set(application.student.auth);

    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('withdrawn');
    expect(res.body.data.history.at(-1)).toMatchObject({
      status: 'withdrawn',
      actor: { id: application.student.user.id },
    });
  });

  it('answers PATCH the same way', async () => {
    const application = await createApplication(api);

    const res = await api.http
      .patch(`/api/scholarships/applications/${application.id}/withdraw`)
      .set(application.student.auth);

    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('withdrawn');
  });

  it.each(['rejected', 'approved', 'withdrawn'] as const)(
    'refuses to withdraw a %s application (409)',
    async (status) => {
      const application = await createApplication(api, { status });

      const res = await withdraw(application.id).set(application.student.auth).set('Accept-Language', 'en');

      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        message: 'Only a pending application can be withdrawn.',
        code: 'APPLICATION_NOT_WITHDRAWABLE',
      });
    },
  );

  it('answers another student 404 and staff 403', async () => {
    const application = await createApplication(api);
    const other = await createUser(api);
    const admin = await createAdmin(api);

    const byOther = await withdraw(application.id).set(other.auth);
    const byStaff = await withdraw(application.id).set(admin.auth);

    expect(byOther.status).toBe(404);
    expect(byStaff.status).toBe(403);
  });
});
