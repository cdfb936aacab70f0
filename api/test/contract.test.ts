import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  applicationAnswerSchema,
  auditEntryAnswerSchema,
  cardAttemptAnswerSchema,
  staffCardAttemptAnswerSchema,
  conversationAnswerSchema,
  correctionRequestAnswerSchema,
  messageAnswerSchema,
  unreadAnswerSchema,
  dashboardAnswerSchema,
  documentAnswerSchema,
  documentVerificationAnswerSchema,
  failedMailAnswerSchema,
  pageAnswerSchema,
  paymentAnswerSchema,
  staffPaymentAnswerSchema,
  staffPaymentRowAnswerSchema,
  savedScholarshipAnswerSchema,
  scholarshipAnswerSchema,
  secondFactorsAnswerSchema,
  sessionAnswerSchema,
  totpEnrolmentAnswerSchema,
  userAnswerSchema,
} from '../src/contract.ts';
import { DOCUMENT_QUEUE } from '#api/documents/issuing/document-queue.ts';
import { createApplication } from './factories/applications.ts';
import { PDF_FILE } from './factories/files.ts';
import { insertIssuedDocument } from './factories/issued-documents.ts';
import { saveScholarshipFor } from './factories/saved-scholarships.ts';
import { createScholarship } from './factories/scholarships.ts';
import { createAdmin, createUser, type TestUser } from './factories/users.ts';
import { startTestApi, type TestApi } from './test-api.ts';

// The schemas the bff parses the api's answers with (src/contract.ts), checked against real answers:
// a presenter that changes shape fails here, not in production behind the bff.

let api: TestApi;
let admin: TestUser;
let student: TestUser;
let applicationId: number;
let scholarshipId: number;
beforeAll(async () => {
  api = await startTestApi();
  admin = await createAdmin(api);
  student = await createUser(api);
  scholarshipId = (await createScholarship(api, {}, { ar: { title: 'منحة' } })).id;
  applicationId = (await createApplication(api, { student, status: 'rejected' })).id;
});
afterAll(() => api.close());

/** The answer's `data`, which must parse with the schema, strictly: no field the contract does not name. */
async function answerOf(path: string, user: TestUser | null, schema: z.ZodType) {
  const request = api.http.get(path);
  const res = await (user ? request.set(user.auth) : request);
  expect(res.status).toBe(200);
  const parsed = schema.safeParse(res.body.data);
  expect(parsed.error?.issues ?? []).toEqual([]);
}

const strictPage = (item: z.ZodObject) => pageAnswerSchema(item.strict());

describe('the api answers as its contract says', () => {
  it('users: the list, one user and the signed-in user', async () => {
    await answerOf('/api/iam/users', admin, strictPage(userAnswerSchema));
    await answerOf(`/api/iam/users/${student.user.id}`, admin, userAnswerSchema.strict());
    await answerOf('/api/iam/auth/me', student, userAnswerSchema.strict());
  });

  it('second factors: the signed-in user’s list, and an app being added', async () => {
    await answerOf('/api/iam/auth/factors', student, secondFactorsAnswerSchema.strict());
    const started = await api.http.post('/api/iam/auth/factors/totp').set(student.auth).expect(200);
    expect(totpEnrolmentAnswerSchema.strict().safeParse(started.body.data).error?.issues ?? []).toEqual([]);
  });

  it('the signed-in user’s sessions', async () => {
    await answerOf('/api/iam/sessions', student, sessionAnswerSchema.strict().array());
  });

  it('scholarships: the public list and detail, and the staff view with every language', async () => {
    await answerOf('/api/scholarships', null, strictPage(scholarshipAnswerSchema));
    await answerOf(`/api/scholarships/${scholarshipId}`, null, scholarshipAnswerSchema.strict());
    await answerOf(`/api/scholarships/${scholarshipId}?includeTranslations=true`, admin, scholarshipAnswerSchema.strict());
  });

  it('applications: the student’s and the staff’s lists, and one with its history', async () => {
    await answerOf('/api/scholarships/applications', student, strictPage(applicationAnswerSchema));
    await answerOf('/api/admin/applications', admin, strictPage(applicationAnswerSchema));
    await answerOf(`/api/scholarships/applications/${applicationId}`, student, applicationAnswerSchema.strict());
  });

  it('the student’s saved scholarships', async () => {
    await saveScholarshipFor(api, student, scholarshipId);
    await answerOf('/api/saved-scholarships', student, strictPage(savedScholarshipAnswerSchema));
    await answerOf(
      `/api/saved-scholarships?ids=${scholarshipId}`,
      student,
      strictPage(savedScholarshipAnswerSchema),
    );
  });

  it('the staff dashboard', async () => {
    await answerOf('/api/admin/dashboard', admin, dashboardAnswerSchema.strict());
  });

  it('the mails that failed for good', async () => {
    await answerOf('/api/iam/mails/failed', admin, strictPage(failedMailAnswerSchema));
  });

  it('the audit log, for ADMIN', async () => {
    await api.http.get(`/api/scholarships/applications/${applicationId}/receipt`).set(admin.auth).expect(200);
    await answerOf('/api/admin/audit', admin, strictPage(auditEntryAnswerSchema));
  });

  it('payments: the student’s own, the staff’s list and one with its duplicates', async () => {
    const { id: feeScholarship } = await createScholarship(api, { applicationFeeCentimes: 15_000 });
    await createApplication(api, { student, scholarshipId: feeScholarship });
    await answerOf('/api/payments/mine', student, paymentAnswerSchema.strict().array());
    const own = await api.context.db.selectFrom('payments').select('id').where('userId', '=', student.user.id).executeTakeFirstOrThrow();
    await answerOf('/api/payments', admin, strictPage(staffPaymentRowAnswerSchema));
    await answerOf(`/api/payments/${own.id}`, admin, staffPaymentAnswerSchema.strict());
    await answerOf(`/api/payments/${own.id}`, student, paymentAnswerSchema.strict());
  });

  it('card payments: an attempt as its student reads it, and as staff read it on the payment', async () => {
    const { id: feeScholarship } = await createScholarship(api, { applicationFeeCentimes: 20_000 });
    await createApplication(api, { student, scholarshipId: feeScholarship });
    const payment = await api.context.db
      .selectFrom('payments')
      .select(['id', 'reference'])
      .where('scholarshipId', '=', feeScholarship)
      .executeTakeFirstOrThrow();
    const orderId = `${payment.reference}-0123456789ab`;
    await api.context.db
      .insertInto('cardPaymentAttempts')
      .values({ orderId, paymentId: payment.id, amountCentimes: 20_000, currency: '504', status: 'declined', errorMessage: 'Refusée' })
      .execute();
    await answerOf(`/api/payments/card-attempts/${orderId}`, student, cardAttemptAnswerSchema.strict());
    await answerOf(
      `/api/payments/${payment.id}`,
      admin,
      staffPaymentAnswerSchema.extend({ cardAttempts: staffCardAttemptAnswerSchema.strict().array() }).strict(),
    );
  });

  it('conversations: the student’s list, one for each side, its messages and the unread counts', async () => {
    const conversation = await api.http
      .get(`/api/scholarships/applications/${applicationId}/conversation`)
      .set(admin.auth)
      .expect(200);
    const path = `/api/conversations/${conversation.body.data.id}`;
    await api.http.post(`${path}/messages`).set(admin.auth).field('body', 'Merci').attach('attachments', PDF_FILE, 'note.pdf').expect(201);
    await api.http.post(`${path}/messages`).set(student.auth).send({ body: 'Bien reçu' }).expect(201);
    await answerOf('/api/conversations/mine', student, conversationAnswerSchema.strict().array());
    await answerOf(path, student, conversationAnswerSchema.strict());
    await answerOf(path, admin, conversationAnswerSchema.strict());
    await answerOf(`/api/iam/users/${student.user.id}/conversation`, admin, conversationAnswerSchema.strict());
    await answerOf(`${path}/messages`, student, strictPage(messageAnswerSchema));
    await answerOf(`${path}/messages`, admin, strictPage(messageAnswerSchema));
    await answerOf('/api/conversations/unread', student, unreadAnswerSchema.strict());
    await answerOf('/api/conversations/unread', admin, unreadAnswerSchema.strict());
  });

  it('correction requests: one for each side, an application’s list with a file sent', async () => {
    const corrected = await createApplication(api, { student });
    const asked = await api.http
      .post(`/api/scholarships/applications/${corrected.id}/correction-requests`)
      .set(admin.auth)
      .send({ items: [{ kind: 'other_document', label: 'Attestation' }], message: 'Merci.' })
      .expect(201);
    expect(correctionRequestAnswerSchema.strict().safeParse(asked.body.data).error?.issues ?? []).toEqual([]);
    await api.http
      .post(`/api/correction-requests/${asked.body.data.id}/submission`)
      .set(student.auth)
      .attach(`item-${asked.body.data.items[0].id}`, PDF_FILE, 'attestation.pdf')
      .expect(200);
    await answerOf(`/api/correction-requests/${asked.body.data.id}`, student, correctionRequestAnswerSchema.strict());
    await answerOf(`/api/correction-requests/${asked.body.data.id}`, admin, correctionRequestAnswerSchema.strict());
    await answerOf(`/api/correction-requests?applicationId=${corrected.id}`, admin, correctionRequestAnswerSchema.strict().array());
  });

  it('official documents: the student’s own, an application’s and one, as its student and staff read them', async () => {
    await api.context.jobs.runDue(DOCUMENT_QUEUE);
    await answerOf('/api/documents/mine', student, documentAnswerSchema.strict().array());
    await answerOf(`/api/scholarships/applications/${applicationId}/documents`, admin, documentAnswerSchema.strict().array());
    const proof = await api.context.db.selectFrom('documents').select('id').where('applicationId', '=', applicationId).executeTakeFirstOrThrow();
    await answerOf(`/api/documents/${proof.id}`, student, documentAnswerSchema.strict());
    await answerOf(`/api/documents/${proof.id}`, admin, documentAnswerSchema.strict());
  });

  it('a document’s public verification, current and superseded', async () => {
    const issuedAt = new Date('2026-05-02T08:00:00Z');
    const letter = await insertIssuedDocument(api, student, { kind: 'decision-letter', reference: String(applicationId), issuedAt });
    await answerOf(`/api/documents/verify/${letter.verificationCode}`, null, documentVerificationAnswerSchema.strict());
    await api.context.db.updateTable('documents').set({ supersededAt: issuedAt }).where('id', '=', letter.id).execute();
    await answerOf(`/api/documents/verify/${letter.verificationCode}`, null, documentVerificationAnswerSchema.strict());
  });
});
