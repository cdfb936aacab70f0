import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-api.ts';
import { storedFiles } from '../factories/auth.ts';
import { EXE_FILE, JPEG_FILE, PDF_FILE, PNG_FILE } from '../factories/files.ts';
import { attachRegistrationDocuments, createAdmin, createPendingStudent, createUser, type TestUser } from '../factories/users.ts';

let api: TestApi;
let admin: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  admin = await createAdmin(api);
});
afterAll(() => api.close());

const REASON = 'Le reçu est illisible.';

/** A verified student whose account staff rejected, with the two documents of the registration. */
async function rejectedStudent() {
  const student = await createPendingStudent(api, {
    isVerified: true,
    verifiedAt: new Date(),
    approvalStatus: 'REJECTED',
    rejectionReason: REASON,
  });
  const files = await attachRegistrationDocuments(api, student, {
    paymentReceipt: { content: PDF_FILE, mimeType: 'application/pdf', originalName: 'recu.pdf' },
    serviceContract: { content: PNG_FILE, mimeType: 'image/png', originalName: 'contrat.png' },
  });
  return { ...student, files };
}

const send = (
  auth: { Authorization: string },
  files: { paymentReceipt?: [Buffer, string]; serviceContract?: [Buffer, string] } = {
    paymentReceipt: [JPEG_FILE, 'nouveau-recu.jpg'],
    serviceContract: [PDF_FILE, 'contrat-signe.pdf'],
  },
) => {
  let request = api.http.post('/api/iam/auth/documents').set(auth);
  if (files.paymentReceipt) request = request.attach('paymentReceipt', ...files.paymentReceipt);
  if (files.serviceContract) request = request.attach('serviceContract', ...files.serviceContract);
  return request;
};

describe('POST /api/iam/auth/documents', () => {
  it('replaces a rejected account’s documents and puts it back in the staff queue, without the reason', async () => {
    const { user, auth, files } = await rejectedStudent();
    const before = (await storedFiles(api)).length;

    const res = await send(auth);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Documents envoyés. Votre compte est de nouveau en attente d’approbation.',
      data: { id: user.id, approvalStatus: 'PENDING', rejectionReason: null, hasPaymentReceipt: true },
    });
    const queue = await api.http
      .get('/api/iam/users')
      .query({ approval_status: 'PENDING', search: user.email })
      .set(admin.auth)
      .expect(200);
    expect(queue.body.data.data.map((item: { id: string }) => item.id)).toEqual([user.id]);
    const receipt = await api.http.get(`/api/iam/users/${user.id}/documents/payment-receipt`).set(admin.auth).expect(200);
    expect(receipt.headers['content-type']).toBe('image/jpeg');
    // The replaced documents are gone: rows and bytes.
    const old = await api.context.db
      .selectFrom('files')
      .select('id')
      .where('id', 'in', [files.paymentReceiptFileId, files.serviceContractFileId])
      .execute();
    expect(old).toEqual([]);
    expect((await storedFiles(api)).length).toBe(before);
  });

  it('refuses an account that is not rejected, before reading the files', async () => {
    const pending = await createPendingStudent(api, { isVerified: true, verifiedAt: new Date() });
    const approved = await createUser(api);

    const res = await send(pending.auth).set('Accept-Language', 'en');
    const again = await send(approved.auth);

    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Only a rejected account can send new documents.', code: 'ACCOUNT_NOT_REJECTED' });
    expect(again.status).toBe(409);
  });

  it('refuses a second resubmission once the account is pending again', async () => {
    const { auth } = await rejectedStudent();
    await send(auth).expect(200);

    const res = await send(auth);

    expect(res.status).toBe(409);
  });

  it('applies the registration’s upload rules in the caller’s language, and keeps the rejection', async () => {
    const { user, auth } = await rejectedStudent();

    const none = await send(auth, {}).set('Accept-Language', 'ar');
    const oneMissing = await send(auth, { paymentReceipt: [PDF_FILE, 'recu.pdf'] });
    const program = await send(auth, { paymentReceipt: [EXE_FILE, 'recu.pdf'], serviceContract: [PDF_FILE, 'c.pdf'] });
    const huge = await send(auth, {
      paymentReceipt: [Buffer.concat([PDF_FILE, Buffer.alloc(5 * 1024 * 1024)]), 'gros.pdf'],
      serviceContract: [PDF_FILE, 'c.pdf'],
    });

    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ message: 'الملفات مطلوبة', code: 'FILES_REQUIRED' });
    expect(oneMissing.body).toMatchObject({ message: 'Le contrat de service est requis', code: 'SERVICE_CONTRACT_REQUIRED' });
    expect(program.status).toBe(400);
    expect(program.body.code).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(huge.status).toBe(413);
    const stored = await api.context.db
      .selectFrom('users')
      .select(['approvalStatus', 'rejectionReason'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ approvalStatus: 'REJECTED', rejectionReason: REASON });
  });

  it('refuses staff and visitors', async () => {
    await send(admin.auth).expect(403);
    await api.http.post('/api/iam/auth/documents').attach('paymentReceipt', PDF_FILE, 'r.pdf').expect(401);
  });
});
