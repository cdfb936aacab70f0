import { randomBytes } from 'node:crypto';
import supertest, { type Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#api/app.ts';
import { createS3FileStorage } from '#api/storage/s3-file-storage.ts';
import { apply, receiptKey } from '../factories/applications.ts';
import { JPEG_FILE, PDF_FILE, PNG_FILE } from '../factories/files.ts';
import { createScholarship } from '../factories/scholarships.ts';
import {
  attachRegistrationDocuments,
  createAgent,
  createPendingStudent,
  createUser,
  type TestUser,
} from '../factories/users.ts';
import { readZip } from '../factories/zip.ts';
import { readStored } from '../storage/read-stored.ts';
import { startS3TestServer, type S3TestServer } from '../storage/s3-test-server.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

// The export of everything the platform holds about the caller (law 09-08): one zip, data.json and
// the files byte for byte, from the local folder or an S3 bucket.

/** Documents random past their headers, so that a lost or changed byte shows. */
const RECEIPT = Buffer.concat([PDF_FILE, randomBytes(200_000)]);
const CONTRACT = Buffer.concat([PNG_FILE, randomBytes(1000)]);
const FIRST_APPLICATION_RECEIPT = Buffer.concat([JPEG_FILE, randomBytes(3000)]);
const SECOND_APPLICATION_RECEIPT = Buffer.concat([PDF_FILE, randomBytes(5000)]);

/** Collects an answer's body as bytes. */
const bytes = (res: Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

const exportOf = (api: TestApi, caller: TestUser) =>
  api.http.get('/api/iam/auth/me/data-export').set(caller.auth).buffer(true).parse(bytes);

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(() => s3.close());

describe.each([
  ['the local folder', () => ({})],
  ['an S3 bucket', () => s3.env],
])('GET /api/iam/auth/me/data-export, files kept in %s', (_name, storageEnv) => {
  let api: TestApi;
  let agent: TestUser;
  beforeAll(async () => {
    api = await startTestApi(storageEnv());
    agent = await createAgent(api);
  });
  afterAll(() => api.close());

  /** A student with both registration documents and two applications, one rejected by staff. */
  async function studentWithHistory() {
    const student = await createUser(api, { phoneNumber: '+212612345678', language: 'ar' });
    await attachRegistrationDocuments(api, student, {
      paymentReceipt: { content: RECEIPT, mimeType: 'application/pdf', originalName: 'reçu inscription.pdf' },
      serviceContract: { content: CONTRACT, mimeType: 'image/png', originalName: 'contrat.png' },
    });
    const first = await createScholarship(api, { applicationFeeCentimes: 20_000 }, { fr: { title: 'Bourse Ibn Battuta' } });
    const second = await createScholarship(api);
    const rejected = await apply(api, student, first.id, {
      content: FIRST_APPLICATION_RECEIPT,
      name: 'recu.jpg',
    });
    const pending = await apply(api, student, second.id, {
      content: SECOND_APPLICATION_RECEIPT,
      name: 'virement.pdf',
    });
    await api.http
      .patch(`/api/scholarships/applications/${rejected.body.data.id}/reject`)
      .set(agent.auth)
      .send({ feedback: 'Reçu illisible' })
      .expect(200);
    return {
      student,
      rejectedId: rejected.body.data.id as number,
      pendingId: pending.body.data.id as number,
    };
  }

  it('answers one zip with data.json and every file byte for byte', async () => {
    const { student, rejectedId, pendingId } = await studentWithHistory();

    const res = await exportOf(api, student);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="bourses-data-\d{4}-\d{2}-\d{2}\.zip"; filename\*=UTF-8''bourses-data-\d{4}-\d{2}-\d{2}\.zip$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const entries = await readZip(res.body);
    expect([...entries.keys()].sort()).toEqual(
      [
        'data.json',
        'documents/payment-receipt.pdf',
        'documents/service-contract.png',
        `applications/${rejectedId}/receipt.jpg`,
        `applications/${pendingId}/receipt.pdf`,
      ].sort(),
    );
    expect(entries.get('documents/payment-receipt.pdf')?.equals(RECEIPT)).toBe(true);
    expect(entries.get('documents/service-contract.png')?.equals(CONTRACT)).toBe(true);
    // A photo is kept as the upload re-encoded it, without its metadata (uploads/image-metadata.ts).
    const storedPhoto = await readStored(api.context.storage, (await receiptKey(api, rejectedId)) ?? '');
    expect(storedPhoto.subarray(0, 3)).toEqual(FIRST_APPLICATION_RECEIPT.subarray(0, 3));
    expect(entries.get(`applications/${rejectedId}/receipt.jpg`)?.equals(storedPhoto)).toBe(true);
    expect(entries.get(`applications/${pendingId}/receipt.pdf`)?.equals(SECOND_APPLICATION_RECEIPT)).toBe(
      true,
    );

    const data = JSON.parse(entries.get('data.json')?.toString('utf8') ?? '{}');
    expect(data.format).toBe('bourses-data-export/1');
    expect(data.profile).toMatchObject({
      id: student.user.id,
      email: student.user.email,
      firstName: student.user.firstName,
      lastName: student.user.lastName,
      phoneNumber: '+212612345678',
      role: 'CLIENT',
      approvalStatus: 'APPROVED',
      language: 'ar',
    });
    expect(JSON.stringify(data)).not.toContain('passwordHash');
    expect(data.registrationDocuments.paymentReceipt).toMatchObject({
      file: 'documents/payment-receipt.pdf',
      originalName: 'reçu inscription.pdf',
      mimeType: 'application/pdf',
      sizeBytes: RECEIPT.length,
    });
    expect(data.payments).toEqual([
      {
        kind: 'application',
        reference: expect.stringMatching(/^B[0-9A-Z]{7}$/),
        applicationId: rejectedId,
        amountDue: { centimes: 20_000, currency: 'MAD' },
        amountReceived: null,
        status: 'RECEIPT_SUBMITTED',
        refusalReason: null,
        paidOn: null,
        bankTransactionReference: null,
        verifiedAt: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(data.applications).toHaveLength(2);
    const [rejected, pending] = data.applications;
    expect(rejected).toMatchObject({
      id: rejectedId,
      status: 'rejected',
      feedback: 'Reçu illisible',
      // The Arabic title is missing: the French one, as the pages show it.
      scholarship: { title: 'Bourse Ibn Battuta' },
      receipt: {
        file: `applications/${rejectedId}/receipt.jpg`,
        originalName: 'recu.jpg',
        mimeType: 'image/jpeg',
      },
    });
    expect(rejected.history).toEqual([
      expect.objectContaining({ status: 'pending', by: 'student' }),
      expect.objectContaining({ status: 'rejected', feedback: 'Reçu illisible', by: 'staff' }),
    ]);
    // Staff members are named by their role only: their names are not the student's data.
    expect(JSON.stringify(rejected.history)).not.toContain(agent.user.lastName);
    expect(pending).toMatchObject({
      id: pendingId,
      status: 'pending',
      receipt: { originalName: 'virement.pdf' },
    });
  });

  it('describes a file whose bytes storage no longer has, and leaves it out', async () => {
    const { student, pendingId } = await studentWithHistory();
    const lost = await api.context.db
      .selectFrom('applications')
      .innerJoin('files', 'files.id', 'applications.receiptFileId')
      .select('files.storageKey')
      .where('applications.id', '=', pendingId)
      .executeTakeFirstOrThrow();
    await api.context.storage.remove(lost.storageKey);

    const res = await exportOf(api, student);

    expect(res.status).toBe(200);
    const entries = await readZip(res.body);
    expect(entries.has(`applications/${pendingId}/receipt.pdf`)).toBe(false);
    expect(entries.get('documents/payment-receipt.pdf')?.equals(RECEIPT)).toBe(true);
    const data = JSON.parse(entries.get('data.json')?.toString('utf8') ?? '{}');
    const pending = data.applications.find((application: { id: number }) => application.id === pendingId);
    expect(pending.receipt).toMatchObject({ file: null, originalName: 'virement.pdf' });
  });

  it('serves a student who is not approved yet, and staff, their own data', async () => {
    const pending = await createPendingStudent(api);

    const [student, staff] = await Promise.all([exportOf(api, pending), exportOf(api, agent)]);

    expect(student.status).toBe(200);
    const studentData = JSON.parse((await readZip(student.body)).get('data.json')?.toString('utf8') ?? '{}');
    expect(studentData.profile).toMatchObject({ email: pending.user.email, approvalStatus: 'PENDING' });
    expect(studentData.applications).toEqual([]);
    expect(studentData.registrationDocuments).toEqual({ paymentReceipt: null, serviceContract: null });
    expect(staff.status).toBe(200);
    const staffEntries = await readZip(staff.body);
    expect([...staffEntries.keys()]).toEqual(['data.json']);
  });

  it('asks a visitor to sign in, in their language', async () => {
    const res = await api.http.get('/api/iam/auth/me/data-export').set('Accept-Language', 'ar');

    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
    expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('the export while the bucket refuses our credentials', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(s3.env);
  });
  afterAll(() => api.close());

  it('answers a coded 503 in the caller’s language before any byte of a zip', async () => {
    const student = await createUser(api);
    await attachRegistrationDocuments(api, student, {
      paymentReceipt: { content: RECEIPT, mimeType: 'application/pdf', originalName: 'recu.pdf' },
      serviceContract: { content: CONTRACT, mimeType: 'image/png', originalName: 'contrat.png' },
    });
    const refused = supertest(
      createApp({
        ...api.context,
        storage: createS3FileStorage({
          ...s3.settings,
          credentials: { accessKeyId: 'NOT-OURS', secretAccessKey: 'not-the-secret' },
        }),
      }),
    );

    const res = await refused
      .get('/api/iam/auth/me/data-export')
      .set(student.auth)
      .set('Accept-Language', 'en');

    expect(res.status).toBe(503);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.body).toEqual({
      message: 'Documents are temporarily unavailable. Please try again in a moment.',
      code: 'STORAGE_UNAVAILABLE',
    });
  });
});
