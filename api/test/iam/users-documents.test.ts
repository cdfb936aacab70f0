import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { startTestApi, type TestApi } from '../test-api.ts';
import { postRegistration, registrationFields, signIn } from '../factories/auth.ts';
import { PDF_FILE, PNG_FILE } from '../factories/files.ts';
import {
  attachRegistrationDocuments,
  createAdmin,
  createAgent,
  createPendingStudent,
  createUser,
  type DocumentUpload,
  type TestUser,
} from '../factories/users.ts';

let api: TestApi;
let admin: TestUser;
let agent: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  admin = await createAdmin(api);
  agent = await createAgent(api);
});
afterAll(() => api.close());

const RECEIPT: DocumentUpload = {
  content: PDF_FILE,
  mimeType: 'application/pdf',
  originalName: 'recu-paiement.pdf',
};
const CONTRACT: DocumentUpload = { content: PNG_FILE, mimeType: 'image/png', originalName: 'contrat.png' };

/** A student with both registration documents. */
async function createStudentWithDocuments(
  documents = { paymentReceipt: RECEIPT, serviceContract: CONTRACT },
) {
  const student = await createUser(api);
  await attachRegistrationDocuments(api, student, documents);
  return student;
}

/** GETs a document, collecting the body as bytes whatever its type. */
function download(userId: string, document: string, auth?: { Authorization: string }) {
  const request = api.http
    .get(`/api/iam/users/${userId}/documents/${document}`)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    });
  return auth ? request.set(auth) : request;
}

const jsonOf = (res: Response) => JSON.parse(Buffer.from(res.body).toString('utf8'));

describe('GET /api/iam/users/{id}/documents/{document}', () => {
  it('lets the owner download their payment receipt as an attachment that is not sniffed', async () => {
    const student = await createStudentWithDocuments();

    const res = await download(student.user.id, 'payment-receipt', student.auth);

    expect(res.status).toBe(200);
    expect(Buffer.compare(res.body, PDF_FILE)).toBe(0);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="recu-de-paiement.pdf"; filename*=UTF-8''recu-de-paiement.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves the service contract with its stored type, named in the caller’s language', async () => {
    const student = await createStudentWithDocuments();

    const res = await download(student.user.id, 'service-contract', student.auth).set('Accept-Language', 'en');

    expect(res.status).toBe(200);
    expect(Buffer.compare(res.body, PNG_FILE)).toBe(0);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="service-contract.png"; filename*=UTF-8''service-contract.png`,
    );
  });

  it('lets a student who just registered, not yet approved, download what they sent', async () => {
    const fields = registrationFields();
    await postRegistration(api, fields, {
      paymentReceipt: { content: PDF_FILE, name: 'mon reçu.pdf' },
    }).expect(201);
    const session = await signIn(api, fields.email ?? '', fields.password ?? '');

    const res = await download(session.user.id, 'payment-receipt', {
      Authorization: `Bearer ${session.accessToken}`,
    });

    expect(res.status).toBe(200);
    expect(Buffer.compare(res.body, PDF_FILE)).toBe(0);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="recu-de-paiement.pdf"; filename*=UTF-8''recu-de-paiement.pdf`,
    );
  });

  it('lets an AGENT and an ADMIN download any student’s documents', async () => {
    const student = await createStudentWithDocuments();

    const byAgent = await download(student.user.id, 'payment-receipt', agent.auth);
    const byAdmin = await download(student.user.id, 'service-contract', admin.auth);

    expect(byAgent.status).toBe(200);
    expect(Buffer.compare(byAgent.body, PDF_FILE)).toBe(0);
    expect(byAdmin.status).toBe(200);
    expect(Buffer.compare(byAdmin.body, PNG_FILE)).toBe(0);
  });

  it('answers another student 404, approved or not, exactly as for an unknown account', async () => {
    const student = await createStudentWithDocuments();
    const other = await createUser(api);
    const pendingOther = await createPendingStudent(api);

    const byOther = await download(student.user.id, 'payment-receipt', other.auth);
    const byPending = await download(student.user.id, 'service-contract', pendingOther.auth);
    const unknown = await download('2b1f6a4e-9c3d-4e5f-8a7b-1c2d3e4f5a6b', 'payment-receipt', other.auth);

    expect(byOther.status).toBe(404);
    expect(byPending.status).toBe(404);
    expect(jsonOf(byOther)).toEqual(jsonOf(unknown));
    expect(byOther.body.includes(PDF_FILE)).toBe(false);
  });

  it('answers 401 to a visitor', async () => {
    const student = await createStudentWithDocuments();

    const res = await download(student.user.id, 'payment-receipt');

    expect(res.status).toBe(401);
  });

  it('never sends a hostile stored name: the header names the document, not the file', async () => {
    const student = await createStudentWithDocuments({
      paymentReceipt: { ...RECEIPT, originalName: '../../etc/"passwd"\r\nX-Evil: 1.pdf' },
      serviceContract: { ...CONTRACT, originalName: '...' },
    });

    const receipt = await download(student.user.id, 'payment-receipt', admin.auth);
    const contract = await download(student.user.id, 'service-contract', admin.auth).set('Accept-Language', 'ar');

    expect(receipt.status).toBe(200);
    expect(receipt.headers['content-disposition']).toBe(
      `attachment; filename="recu-de-paiement.pdf"; filename*=UTF-8''recu-de-paiement.pdf`,
    );
    expect(receipt.headers['x-evil']).toBeUndefined();
    expect(contract.headers['content-disposition']).toBe(
      `attachment; filename="service-contract.png"; filename*=UTF-8''${encodeURIComponent('عقد-الخدمة.png')}`,
    );
  });

  it('answers 404 when the account has no such document, or its bytes are gone', async () => {
    const withoutDocuments = await createUser(api);
    const student = await createStudentWithDocuments();
    const file = await api.context.db
      .selectFrom('users')
      .innerJoin('files', 'files.id', 'users.paymentReceiptFileId')
      .select('files.storageKey')
      .where('users.id', '=', student.user.id)
      .executeTakeFirstOrThrow();
    await api.context.storage.remove(file.storageKey);

    const none = await download(withoutDocuments.user.id, 'payment-receipt', withoutDocuments.auth);
    const gone = await download(student.user.id, 'payment-receipt', admin.auth);

    expect(none.status).toBe(404);
    expect(jsonOf(none)).toEqual({ message: 'Document introuvable.', code: 'DOCUMENT_NOT_FOUND' });
    expect(gone.status).toBe(404);
  });

  it('answers 404 for an unknown document name or a malformed account id', async () => {
    const student = await createStudentWithDocuments();

    const unknownKind = await download(student.user.id, 'passport', admin.auth);
    const traversal = await download(student.user.id, '..%2F..%2Fetc%2Fpasswd', admin.auth);
    const malformedId = await download('not-a-uuid', 'payment-receipt', admin.auth);

    expect([unknownKind.status, traversal.status, malformedId.status]).toEqual([404, 404, 404]);
  });
});
