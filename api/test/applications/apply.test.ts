import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@bourses/common/limits';
import { apply, filesOnDisk, PDF_RECEIPT, receiptKey } from '../factories/applications.ts';
import { EXE_FILE, JPEG_FILE, PDF_FILE, PNG_FILE } from '../factories/files.ts';
import { createClosedScholarship, createScholarship } from '../factories/scholarships.ts';
import { createAdmin, createAgent, createPendingStudent, createUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('POST /api/scholarships/applications', () => {
  it('creates a pending application with the receipt and a first history entry', async () => {
    // Arrange
    const student = await createUser(api);
    const scholarship = await createScholarship(api, { country: 'CA', university: 'Université Laval' });

    // Act
    const res = await apply(api, student, scholarship.id);

    // Assert
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      scholarshipId: scholarship.id,
      userId: student.user.id,
      status: 'pending',
      rejectionReason: null,
      feedback: null,
      paymentReceipt: {
        fileName: 'recu-paiement.pdf',
        mimeType: 'application/pdf',
        sizeBytes: PDF_FILE.length,
      },
      scholarship: {
        id: scholarship.id,
        country: 'CA',
        university: 'Université Laval',
        deadline: scholarship.deadline,
      },
      applicant: { id: student.user.id, email: student.user.email },
    });
    expect(res.body.data.history).toEqual([
      {
        status: 'pending',
        feedback: null,
        at: expect.any(String),
        actor: {
          id: student.user.id,
          name: `${student.user.firstName} ${student.user.lastName}`,
          role: 'CLIENT',
        },
        correctionRequestId: null,
      },
    ]);
  });

  it('accepts jpg and png receipts, judged by their bytes', async () => {
    const student = await createUser(api);
    const [first, second] = [await createScholarship(api), await createScholarship(api)];

    const jpeg = await apply(api, student, first.id, { content: JPEG_FILE, name: 'recu.jpeg' });
    const png = await apply(api, student, second.id, { content: PNG_FILE, name: 'scan.png' });

    expect(jpeg.status).toBe(201);
    expect(jpeg.body.data.paymentReceipt.mimeType).toBe('image/jpeg');
    expect(png.status).toBe(201);
    expect(png.body.data.paymentReceipt.mimeType).toBe('image/png');
  });

  it('answers the alias POST /api/scholarships/{id}/apply the same way', async () => {
    const student = await createUser(api);
    const scholarship = await createScholarship(api);

    const res = await api.http
      .post(`/api/scholarships/${scholarship.id}/apply`)
      .set(student.auth)
      .attach('paymentReceipt', PDF_FILE, 'recu.pdf');

    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ scholarshipId: scholarship.id, status: 'pending' });
  });

  it('refuses a second application to the same scholarship with a 409', async () => {
    const student = await createUser(api);
    const scholarship = await createScholarship(api);
    await apply(api, student, scholarship.id);

    const res = await apply(api, student, scholarship.id).set('Accept-Language', 'en');

    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'You have already applied to this scholarship.',
      code: 'APPLICATION_ALREADY_EXISTS',
    });
  });

  it('resubmits a rejected application when the student applies again (spec: create when rejected)', async () => {
    const student = await createUser(api);
    const scholarship = await createScholarship(api);
    const first = await apply(api, student, scholarship.id);
    await api.context.db
      .updateTable('applications')
      .set({ status: 'rejected', rejectionReason: 'Reçu illisible' })
      .where('id', '=', first.body.data.id)
      .execute();

    const res = await apply(api, student, scholarship.id);

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: first.body.data.id, status: 'pending', rejectionReason: null });
  });
});

describe('who may apply', () => {
  it('asks a visitor to sign in (401)', async () => {
    const scholarship = await createScholarship(api);

    const res = await api.http
      .post('/api/scholarships/applications')
      .field('scholarshipId', String(scholarship.id))
      .attach('paymentReceipt', PDF_FILE, 'recu.pdf');

    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a student whose account is not approved (403) and writes no file', async () => {
    const student = await createPendingStudent(api);
    const scholarship = await createScholarship(api);
    const before = await filesOnDisk(api);

    const res = await apply(api, student, scholarship.id).set('Accept-Language', 'en');

    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Your account is not approved yet.', code: 'ACCOUNT_NOT_APPROVED' });
    expect(await filesOnDisk(api)).toBe(before);
  });

  it('goes by the account as it is now, not by the token: approval withdrawn after sign-in is a 403', async () => {
    const student = await createUser(api);
    const scholarship = await createScholarship(api);
    await api.context.db
      .updateTable('users')
      .set({ approvalStatus: 'REJECTED' })
      .where('id', '=', student.user.id)
      .execute();

    const res = await apply(api, student, scholarship.id);

    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ACCOUNT_NOT_APPROVED');
  });

  it('lets a student approved after sign-in apply with the token issued before', async () => {
    const student = await createPendingStudent(api, { isVerified: true });
    await api.context.db
      .updateTable('users')
      .set({ approvalStatus: 'APPROVED' })
      .where('id', '=', student.user.id)
      .execute();
    const scholarship = await createScholarship(api);

    const res = await apply(api, student, scholarship.id);

    expect(res.status).toBe(201);
  });

  it('refuses staff (AGENT and ADMIN) with a clear 403', async () => {
    const scholarship = await createScholarship(api);
    for (const staff of [await createAgent(api), await createAdmin(api)]) {
      const res = await apply(api, staff, scholarship.id).set('Accept-Language', 'en');

      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        message: 'Staff accounts cannot apply to scholarships.',
        code: 'APPLICATION_STAFF_CANNOT_APPLY',
      });
    }
  });

  it('refuses a deleted account’s token (401)', async () => {
    const student = await createUser(api);
    const scholarship = await createScholarship(api);
    await api.context.db.deleteFrom('users').where('id', '=', student.user.id).execute();

    const res = await apply(api, student, scholarship.id);

    expect(res.status).toBe(401);
  });
});

describe('what an application needs', () => {
  it('refuses a closed scholarship with the spec’s message', async () => {
    const student = await createUser(api);
    const scholarship = await createClosedScholarship(api);

    const res = await apply(api, student, scholarship.id).set('Accept-Language', 'en');

    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'The application deadline has passed.',
      code: 'APPLICATION_DEADLINE_PASSED',
    });
  });

  it('answers 404 for a scholarship that does not exist', async () => {
    const student = await createUser(api);

    const res = await apply(api, student, 999_999).set('Accept-Language', 'en');

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Scholarship not found', code: 'APPLICATION_SCHOLARSHIP_NOT_FOUND' });
  });

  it.each(['abc', '1.5', '-3', '0', '99999999999', ''])(
    'refuses the scholarship id %j with a 400',
    async (scholarshipId) => {
      const student = await createUser(api);

      const res = await apply(api, student, scholarshipId).set('Accept-Language', 'en');

      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: 'Invalid scholarship id.',
        code: 'APPLICATION_SCHOLARSHIP_ID_INVALID',
      });
    },
  );

  it('refuses the alias with a malformed scholarship id', async () => {
    const student = await createUser(api);

    const res = await api.http
      .post('/api/scholarships/abc/apply')
      .set(student.auth)
      .attach('paymentReceipt', PDF_FILE, 'r.pdf');

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('APPLICATION_SCHOLARSHIP_ID_INVALID');
  });

  it('requires the receipt of a scholarship with a fee, in French by default', async () => {
    const student = await createUser(api);
    const scholarship = await createScholarship(api, { applicationFeeCentimes: 10_000 });

    const res = await apply(api, student, scholarship.id, null);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Le reçu de paiement est requis',
      code: 'APPLICATION_RECEIPT_REQUIRED',
    });
  });

  it('requires the receipt when the form is sent as JSON', async () => {
    const student = await createUser(api);
    const scholarship = await createScholarship(api, { applicationFeeCentimes: 10_000 });

    const res = await api.http
      .post('/api/scholarships/applications')
      .set(student.auth)
      .send({ scholarshipId: scholarship.id });

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('APPLICATION_RECEIPT_REQUIRED');
  });

  it('takes an application to a free scholarship without a receipt, and again after a withdrawal', async () => {
    const student = await createUser(api);
    const scholarship = await createScholarship(api);

    const res = await apply(api, student, scholarship.id, null).expect(201);
    await api.http.post(`/api/scholarships/applications/${res.body.data.id}/withdraw`).set(student.auth).expect(200);
    const again = await apply(api, student, scholarship.id, null).expect(200);

    expect(res.body.data).toMatchObject({ status: 'pending', paymentReceipt: null });
    expect(again.body.data).toMatchObject({ id: res.body.data.id, status: 'pending' });
    const payments = await api.context.db.selectFrom('payments').select('id').where('userId', '=', student.user.id).execute();
    expect(payments).toEqual([]);
  });

  it('refuses an executable renamed .pdf and keeps no file', async () => {
    const student = await createUser(api);
    const scholarship = await createScholarship(api);
    const before = await filesOnDisk(api);

    const res = await apply(api, student, scholarship.id, { content: EXE_FILE, name: 'recu.pdf' }).set(
      'Accept-Language',
      'en',
    );

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'File type not allowed: PDF, JPG, JPEG or PNG only.',
      code: 'FILE_TYPE_NOT_ALLOWED',
    });
    expect(await filesOnDisk(api)).toBe(before);
    const check = await api.http
      .get(`/api/scholarships/applications/check?scholarshipId=${scholarship.id}`)
      .set(student.auth);
    expect(check.body).toEqual({ data: null });
  });

  it('refuses a receipt of 5 MB and one byte with a 413', async () => {
    const student = await createUser(api);
    const scholarship = await createScholarship(api);
    const tooBig = Buffer.concat([PDF_FILE, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - PDF_FILE.length, 0x20)]);

    const res = await apply(api, student, scholarship.id, { content: tooBig, name: 'recu.pdf' });

    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Fichier trop volumineux (Max: 5 Mo)', code: 'FILE_TOO_LARGE' });
  });

  it('accepts a receipt of exactly 5 MB', async () => {
    const student = await createUser(api);
    const scholarship = await createScholarship(api);
    const largest = Buffer.concat([PDF_FILE, Buffer.alloc(UPLOAD_MAX_BYTES - PDF_FILE.length, 0x20)]);

    const res = await apply(api, student, scholarship.id, { content: largest, name: 'recu.pdf' });

    expect(res.status).toBe(201);
  });

  it('refuses a file sent under another field name', async () => {
    const student = await createUser(api);
    const scholarship = await createScholarship(api);

    const res = await api.http
      .post('/api/scholarships/applications')
      .set(student.auth)
      .field('scholarshipId', String(scholarship.id))
      .attach('receipt', PDF_FILE, 'recu.pdf');

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('UNEXPECTED_FILE');
  });

  it('stores the receipt under a random key, not under the uploaded name', async () => {
    const student = await createUser(api);
    const scholarship = await createScholarship(api);

    const res = await apply(api, student, scholarship.id, {
      content: PDF_FILE,
      name: '../../etc/passwd.pdf',
    });

    expect(res.status).toBe(201);
    expect(await receiptKey(api, res.body.data.id)).toMatch(/^[a-f0-9]{32}$/);
    expect(res.body.data.paymentReceipt.fileName).toBe('passwd.pdf');
  });
});

describe('withdrawn applications', () => {
  it('are reopened by applying again before the deadline, with the new receipt and the old one removed', async () => {
    const student = await createUser(api);
    const scholarship = await createScholarship(api);
    const first = await apply(api, student, scholarship.id);
    const oldKey = await receiptKey(api, first.body.data.id);
    await api.http
      .post(`/api/scholarships/applications/${first.body.data.id}/withdraw`)
      .set(student.auth)
      .expect(200);
    const before = await filesOnDisk(api);

    const res = await apply(api, student, scholarship.id, { content: PNG_FILE, name: 'nouveau.png' });

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: first.body.data.id,
      status: 'pending',
      paymentReceipt: { mimeType: 'image/png' },
    });
    expect(res.body.data.history.map((entry: { status: string }) => entry.status)).toEqual([
      'pending',
      'withdrawn',
      'pending',
    ]);
    expect(await receiptKey(api, first.body.data.id)).not.toBe(oldKey);
    expect(await filesOnDisk(api)).toBe(before);
    const files = await api.context.db
      .selectFrom('files')
      .select('storageKey')
      .where('storageKey', '=', oldKey ?? '')
      .execute();
    expect(files).toEqual([]);
  });

  it('stay withdrawn once the deadline has passed', async () => {
    const student = await createUser(api);
    const scholarship = await createScholarship(api);
    const first = await apply(api, student, scholarship.id);
    await api.http
      .post(`/api/scholarships/applications/${first.body.data.id}/withdraw`)
      .set(student.auth)
      .expect(200);
    await api.context.db
      .updateTable('scholarships')
      .set({ startDate: '2020-01-01', deadline: '2020-02-01' })
      .where('id', '=', scholarship.id)
      .execute();

    const res = await apply(api, student, scholarship.id, PDF_RECEIPT);

    expect(res.status).toBe(409);
    expect(res.body.code).toBe('APPLICATION_DEADLINE_PASSED');
  });
});
