import { randomBytes, randomUUID } from 'node:crypto';
import type { Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, PDF_RECEIPT } from './factories/applications.ts';
import { GENEROUS_MAIL_LIMITS } from './factories/auth.ts';
import { PDF_FILE, PNG_FILE } from './factories/files.ts';
import { insertIssuedDocument } from './factories/issued-documents.ts';
import { paymentSettingsPayload } from './factories/payment-settings.ts';
import { cmiEnv } from './payments/card/card-steps.ts';
import { createScholarship, scholarshipPayload } from './factories/scholarships.ts';
import {
  attachRegistrationDocuments,
  createAdmin,
  createAgent,
  createPendingStudent,
  createUser,
  type TestUser,
} from './factories/users.ts';
import { conversationOf } from '#api/correspondence/conversation-store.ts';
import { DOCUMENT_QUEUE } from '#api/documents/issuing/document-queue.ts';
import { startTestApi, type TestApi } from './test-api.ts';

// Every route of the api against every kind of caller, as the database has them now: a demotion, a
// deletion or a sign-out counts at once, although the caller's access token has not expired.

const CALLERS = [
  'visitor',
  'unverified student',
  'pending student',
  'rejected student',
  'approved student',
  'agent',
  'admin',
  'admin demoted to CLIENT',
  'agent demoted to CLIENT',
  'deleted admin',
  'signed-out admin',
] as const;
type CallerName = (typeof CALLERS)[number];

/** A caller: their id (a random one for a visitor) and the headers they send. */
interface Caller {
  id: string;
  headers: Record<string, string>;
  /** What a route about the caller's own account sends back as the same password. */
  password: string;
}

/** One answer per caller, in the order of CALLERS. */
type Statuses = [number, number, number, number, number, number, number, number, number, number, number];

interface Row {
  route: string;
  /** Makes afresh what the call changes or deletes, and answers its id. */
  arrange?: () => Promise<string | number>;
  request: (caller: Caller, arranged: string) => Test;
  statuses: Statuses;
}

let api: TestApi;
let callers: Record<CallerName, Caller>;
let scholarshipWithImage: number;
let studentWithDocuments: TestUser;

const asCaller = ({ user, auth, password }: TestUser): Caller => ({ id: user.id, headers: auth, password });

beforeAll(async () => {
  // Every caller tries the public mail-sending routes from one address: the mail limit is not under test here.
  // Card payment configured (CMI's page is never reached: the student's browser would post to it).
  api = await startTestApi({ ...GENEROUS_MAIL_LIMITS, ...cmiEnv({ url: 'https://cmi.invalid/fim/est3Dgate' }) });
  const admin = await createAdmin(api);
  const agent = await createAgent(api);

  // The demotions, the deletion and the sign-out go through the api, as they would in production.
  const demotedAdmin = await createAdmin(api);
  const demotedAgent = await createAgent(api);
  for (const demoted of [demotedAdmin, demotedAgent]) {
    await api.http
      .patch(`/api/iam/users/${demoted.user.id}`)
      .set(admin.auth)
      .send({ role: 'CLIENT' })
      .expect(200);
  }
  const deletedAdmin = await createAdmin(api);
  await api.http.delete(`/api/iam/users/${deletedAdmin.user.id}`).set(admin.auth).expect(204);
  const signedOutAdmin = await createAdmin(api);
  await api.http
    .post('/api/iam/auth/logout')
    .set(signedOutAdmin.auth)
    .send({ refreshToken: signedOutAdmin.refreshToken })
    .expect(200);

  callers = {
    visitor: { id: randomUUID(), headers: {}, password: 'Sable-Oasis-2026' },
    'unverified student': asCaller(await createPendingStudent(api)),
    'pending student': asCaller(
      await createPendingStudent(api, { isVerified: true, verifiedAt: new Date() }),
    ),
    'rejected student': asCaller(
      await createUser(api, {
        approvalStatus: 'REJECTED',
        approvalDate: null,
        rejectionReason: 'Reçu illisible',
      }),
    ),
    'approved student': asCaller(await createUser(api)),
    agent: asCaller(agent),
    admin: asCaller(admin),
    'admin demoted to CLIENT': asCaller(demotedAdmin),
    'agent demoted to CLIENT': asCaller(demotedAgent),
    'deleted admin': asCaller(deletedAdmin),
    'signed-out admin': asCaller(signedOutAdmin),
  };

  const withImage = await api.http
    .post('/api/scholarships')
    .set(admin.auth)
    .field('data', JSON.stringify(scholarshipPayload({ imageUrl: null })))
    .attach('image', PNG_FILE, { filename: 'campus.png', contentType: 'image/png' })
    .expect(201);
  scholarshipWithImage = withImage.body.data.id;
  studentWithDocuments = await createPendingStudent(api, { isVerified: true });
  await attachRegistrationDocuments(api, studentWithDocuments, {
    paymentReceipt: { content: PDF_FILE, mimeType: 'application/pdf', originalName: 'recu.pdf' },
    serviceContract: { content: PNG_FILE, mimeType: 'image/png', originalName: 'contrat.png' },
  });
});
afterAll(() => api.close());

const uniqueEmail = () => `matrix-${randomBytes(4).toString('hex')}@example.ma`;
const newAccount = () => ({
  firstName: 'Nadia',
  lastName: 'Alaoui',
  email: uniqueEmail(),
  phoneNumber: '+212 6 11 22 33 44',
  password: 'Motdepasse2026',
});
const freshApplication = async () => (await createApplication(api)).id;
const freshScholarship = async () => (await createScholarship(api)).id;
const freshStudent = async () => (await createUser(api)).user.id;
const freshPendingStudent = async () => (await createPendingStudent(api, { isVerified: true })).user.id;
const freshRefreshToken = async () => (await createUser(api)).refreshToken;
const freshDocumentCode = async () =>
  (await insertIssuedDocument(api, await createUser(api), { kind: 'payment-receipt', reference: 'BRS-2026-0001', issuedAt: new Date() }))
    .verificationCode;
/** A proof of submission issued to another student, as the documents' worker issues it. */
const freshIssuedDocument = async () => {
  const { id } = await createApplication(api);
  await api.context.jobs.runDue(DOCUMENT_QUEUE);
  return (await api.context.db.selectFrom('documents').select('id').where('applicationId', '=', id).executeTakeFirstOrThrow()).id;
};
const freshFeeScholarship = async () => (await createScholarship(api, { applicationFeeCentimes: 10_000 })).id;
const freshPayment = async () => {
  const { id: scholarshipId } = await createScholarship(api, { applicationFeeCentimes: 10_000 });
  const { id } = await createApplication(api, { scholarshipId });
  return (await api.context.db.selectFrom('payments').select('id').where('applicationId', '=', id).executeTakeFirstOrThrow()).id;
};
/** The order id of a card attempt another student started on their own payment. */
const freshCardAttempt = async () => {
  const { id: scholarshipId } = await createScholarship(api, { applicationFeeCentimes: 10_000 });
  const { id, student } = await createApplication(api, { scholarshipId });
  const payment = await api.context.db.selectFrom('payments').select('id').where('applicationId', '=', id).executeTakeFirstOrThrow();
  const started = await api.http.post(`/api/payments/${payment.id}/card-attempts`).set(student.auth).expect(201);
  return String(started.body.data.fields.find((field: { name: string }) => field.name === 'oid').value);
};
const uploadedTemplate = async () => {
  await api.http.put('/api/payments/settings/contracts/ar').set(callers.admin.headers).attach('template', PDF_FILE, 'عقد.pdf').expect(200);
  return 'ar';
};
const freshMessageTemplate = async () =>
  (
    await api.context.db
      .insertInto('messageTemplates')
      .values({ language: 'fr', title: 'Reçu illisible', body: 'Merci de renvoyer un reçu lisible.' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
const apps = '/api/scholarships/applications';
/** A correction request staff made on a fresh application: someone else's for every student. */
const freshCorrection = async () =>
  (
    await api.http
      .post(`${apps}/${await freshApplication()}/correction-requests`)
      .set(callers.agent.headers)
      .send({ items: [{ kind: 'payment_receipt' }], message: 'Le reçu est illisible.' })
      .expect(201)
  ).body.data.id;
/** `request/items/item/file` of a receipt a fresh student sent for a correction. */
const freshCorrectionFile = async () => {
  const application = await createApplication(api);
  const asked = await api.http
    .post(`${apps}/${application.id}/correction-requests`)
    .set(callers.agent.headers)
    .send({ items: [{ kind: 'payment_receipt' }], message: 'Le reçu est illisible.' })
    .expect(201);
  const [item] = asked.body.data.items;
  await api.http
    .post(`/api/correction-requests/${asked.body.data.id}/submission`)
    .set(application.student.auth)
    .attach(`item-${item.id}`, PDF_FILE, 'recu.pdf')
    .expect(200);
  return `${asked.body.data.id}/items/${item.id}/file`;
};
const conversations = '/api/conversations';
/** A fresh student's account conversation: someone else's for every caller. */
const freshConversation = async () => (await conversationOf(api.context.db, { userId: await freshStudent() }))?.id ?? '';
/** `conversation/attachment` of a file a fresh student sent in their account's conversation. */
const freshAttachment = async () => {
  const student = await createUser(api);
  const conversation = await conversationOf(api.context.db, { userId: student.user.id });
  const sent = await api.http
    .post(`${conversations}/${conversation?.id ?? ''}/messages`)
    .set(student.auth)
    .field('body', 'Voici mon relevé.')
    .attach('attachments', PDF_FILE, 'releve.pdf')
    .expect(201);
  return `${conversation?.id ?? ''}/attachments/${sent.body.data.attachments[0].id}`;
};

// Columns: visitor, unverified, pending, rejected, approved, agent, admin, demoted admin, demoted agent,
// deleted admin, signed-out admin. One line per route keeps them readable.
// prettier-ignore
const ROWS: Row[] = [
  // Health and the public sign-in routes need no identity: a dead token sent along changes nothing.
  { route: 'GET /healthz', request: () => api.http.get('/healthz'), statuses: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200] },
  { route: 'POST public register (incomplete form)', request: () => api.http.post('/api/iam/public/auth/register').field('firstName', 'Nadia'), statuses: [400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400] },
  { route: 'GET public verify (unknown token)', request: () => api.http.get('/api/iam/public/auth/verify').query({ token: 'unknown' }), statuses: [400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400] },
  { route: 'POST public resend verification (no e-mail)', request: () => api.http.post('/api/iam/public/auth/resend-verification').send({}), statuses: [400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400] },
  { route: 'POST public forgot password (no e-mail)', request: () => api.http.post('/api/iam/public/auth/forgot-password').send({}), statuses: [400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400] },
  { route: 'POST public reset password (unknown token)', request: () => api.http.post('/api/iam/public/auth/reset-password').send({ token: 'unknown', newPassword: 'Motdepasse2026' }), statuses: [400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400] },
  { route: 'POST public login (no password)', request: () => api.http.post('/api/iam/public/auth/login').send({ email: uniqueEmail() }), statuses: [400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400] },
  { route: 'POST public refresh (unknown token)', request: () => api.http.post('/api/iam/public/auth/refresh').send({ refreshToken: 'unknown' }), statuses: [401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 401] },
  // The second step of a sign-in: the challenge is the only credential, whatever token comes along.
  { route: 'POST public complete sign-in (unknown challenge)', request: () => api.http.post('/api/iam/public/auth/complete-sign-in').send({ challenge: 'unknown', code: '123456' }), statuses: [401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 401] },
  { route: 'POST public enrolment at sign-in (unknown challenge)', request: () => api.http.post('/api/iam/public/auth/enrolment/totp').send({ challenge: 'unknown' }), statuses: [401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 401] },
  { route: 'POST logout (a fresh session’s refresh token)', arrange: freshRefreshToken, request: (_caller, refreshToken) => api.http.post('/api/iam/auth/logout').send({ refreshToken }), statuses: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200] },

  // The caller's own account.
  { route: 'GET me', request: () => api.http.get('/api/iam/auth/me'), statuses: [401, 200, 200, 200, 200, 200, 200, 200, 200, 401, 401] },
  // The same password again: allowed callers get the 400 that says so, and nothing changes.
  { route: 'POST change password', request: ({ password }) => api.http.post('/api/iam/auth/change-password').send({ currentPassword: password, newPassword: password }), statuses: [401, 403, 403, 403, 400, 400, 400, 400, 400, 401, 401] },
  // A student whose address is not verified corrects it; once verified it is the administrator's.
  { route: 'POST change e-mail', request: () => api.http.post('/api/iam/auth/change-email').send({ email: uniqueEmail() }), statuses: [401, 200, 409, 409, 409, 403, 403, 409, 409, 401, 401] },
  // No files: a rejected student is told what is missing, anyone else that they may not.
  { route: 'POST new documents (none attached)', request: () => api.http.post('/api/iam/auth/documents').field('note', 'x'), statuses: [401, 409, 409, 400, 409, 403, 403, 409, 409, 401, 401] },
  { route: 'GET own account', request: ({ id }) => api.http.get(`/api/iam/users/${id}`), statuses: [401, 200, 200, 200, 200, 200, 200, 200, 200, 401, 401] },
  { route: 'GET own data export', request: () => api.http.get('/api/iam/auth/me/data-export'), statuses: [401, 200, 200, 200, 200, 200, 200, 200, 200, 401, 401] },
  // A wrong password: students get the 400 that says so and keep their account; staff may not at all.
  { route: 'POST delete own account', request: () => api.http.post('/api/iam/auth/delete-account').send({ password: 'NotTheirs123' }), statuses: [401, 400, 400, 400, 400, 403, 403, 400, 400, 401, 401] },
  { route: 'PATCH own name', request: ({ id }) => api.http.patch(`/api/iam/users/${id}`).send({ firstName: 'Samira' }), statuses: [401, 403, 403, 403, 200, 200, 200, 200, 200, 401, 401] },
  // Sessions: one's own; the ADMIN ends anyone's. Ending the others leaves the caller's own.
  { route: 'GET own sessions', request: () => api.http.get('/api/iam/sessions'), statuses: [401, 200, 200, 200, 200, 200, 200, 200, 200, 401, 401] },
  { route: 'POST end other sessions', request: () => api.http.post('/api/iam/sessions/end-others'), statuses: [401, 200, 200, 200, 200, 200, 200, 200, 200, 401, 401] },
  { route: 'DELETE a session (unknown)', request: () => api.http.delete(`/api/iam/sessions/${randomUUID()}`), statuses: [401, 404, 404, 404, 404, 404, 404, 404, 404, 401, 401] },
  { route: 'POST reauthenticate (own password)', request: ({ password }) => api.http.post('/api/iam/auth/reauthenticate').send({ password }), statuses: [401, 200, 200, 200, 200, 200, 200, 200, 200, 401, 401] },
  // Second factors: one's own, added and removed by anyone signed in.
  { route: 'GET own second factors', request: () => api.http.get('/api/iam/auth/factors'), statuses: [401, 200, 200, 200, 200, 200, 200, 200, 200, 401, 401] },
  { route: 'POST start adding an authenticator app', request: () => api.http.post('/api/iam/auth/factors/totp'), statuses: [401, 200, 200, 200, 200, 200, 200, 200, 200, 401, 401] },
  { route: 'DELETE a second factor (unknown)', request: () => api.http.delete(`/api/iam/auth/factors/${randomUUID()}`), statuses: [401, 404, 404, 404, 404, 404, 404, 404, 404, 401, 401] },
  { route: 'PATCH own reminders setting', request: ({ id }) => api.http.patch(`/api/iam/users/${id}`).send({ deadlineReminders: false }), statuses: [401, 403, 403, 403, 200, 200, 200, 200, 200, 401, 401] },

  // Account management.
  { route: 'POST staff register', request: () => api.http.post('/api/iam/auth/register').send({ ...newAccount(), role: 'ADMIN' }), statuses: [401, 403, 403, 403, 403, 403, 201, 403, 403, 401, 401] },
  { route: 'POST register agent', request: () => api.http.post('/api/iam/auth/register-agent').send(newAccount()), statuses: [401, 403, 403, 403, 403, 403, 201, 403, 403, 401, 401] },
  { route: 'GET users', request: () => api.http.get('/api/iam/users'), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },
  { route: 'GET failed mails', request: () => api.http.get('/api/iam/mails/failed'), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },
  { route: 'PUT approval', arrange: freshPendingStudent, request: (_caller, id) => api.http.put('/api/iam/users/approval').send({ userIds: [id], approvalStatus: 'APPROVED' }), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },
  { route: 'GET another account', request: () => api.http.get(`/api/iam/users/${studentWithDocuments.user.id}`), statuses: [401, 404, 404, 404, 404, 200, 200, 404, 404, 401, 401] },
  { route: 'GET another account’s document', request: () => api.http.get(`/api/iam/users/${studentWithDocuments.user.id}/documents/payment-receipt`), statuses: [401, 404, 404, 404, 404, 200, 200, 404, 404, 401, 401] },
  { route: 'PATCH another account', arrange: freshStudent, request: (_caller, id) => api.http.patch(`/api/iam/users/${id}`).send({ firstName: 'Karim' }), statuses: [401, 404, 404, 404, 404, 403, 200, 404, 404, 401, 401] },
  { route: 'DELETE another account’s sessions', arrange: freshStudent, request: (_caller, id) => api.http.delete(`/api/iam/users/${id}/sessions`), statuses: [401, 403, 403, 403, 403, 403, 200, 403, 403, 401, 401] },
  { route: 'DELETE another account’s second factors', arrange: freshStudent, request: (_caller, id) => api.http.delete(`/api/iam/users/${id}/factors`), statuses: [401, 403, 403, 403, 403, 403, 200, 403, 403, 401, 401] },
  { route: 'DELETE another account', arrange: freshStudent, request: (_caller, id) => api.http.delete(`/api/iam/users/${id}`), statuses: [401, 403, 403, 403, 403, 403, 204, 403, 403, 401, 401] },

  // The public catalogue, signed in or not, approved or not; a refused token is told so.
  { route: 'GET scholarships', request: () => api.http.get('/api/scholarships'), statuses: [200, 200, 200, 200, 200, 200, 200, 200, 200, 401, 401] },
  { route: 'GET scholarship filters', request: () => api.http.get('/api/scholarships/filters'), statuses: [200, 200, 200, 200, 200, 200, 200, 200, 200, 401, 401] },
  { route: 'GET scholarship options', request: () => api.http.get('/api/scholarships/options'), statuses: [200, 200, 200, 200, 200, 200, 200, 200, 200, 401, 401] },
  { route: 'GET scholarship sitemap', request: () => api.http.get('/api/scholarships/sitemap'), statuses: [200, 200, 200, 200, 200, 200, 200, 200, 200, 401, 401] },
  { route: 'GET scholarship', request: () => api.http.get(`/api/scholarships/${scholarshipWithImage}`), statuses: [200, 200, 200, 200, 200, 200, 200, 200, 200, 401, 401] },
  { route: 'GET scholarship image', request: () => api.http.get(`/api/scholarships/${scholarshipWithImage}/image`), statuses: [200, 200, 200, 200, 200, 200, 200, 200, 200, 401, 401] },

  // Scholarship writes: staff.
  { route: 'POST scholarship', request: () => api.http.post('/api/scholarships').send(scholarshipPayload()), statuses: [401, 403, 403, 403, 403, 201, 201, 403, 403, 401, 401] },
  { route: 'PUT scholarship', arrange: freshScholarship, request: (_caller, id) => api.http.put(`/api/scholarships/${id}`).send(scholarshipPayload()), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },
  { route: 'POST scholarship archive', arrange: freshScholarship, request: (_caller, id) => api.http.post(`/api/scholarships/${id}/archive`), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },
  { route: 'POST scholarship duplicate', arrange: freshScholarship, request: (_caller, id) => api.http.post(`/api/scholarships/${id}/duplicate`), statuses: [401, 403, 403, 403, 403, 201, 201, 403, 403, 401, 401] },
  { route: 'DELETE scholarship', arrange: freshScholarship, request: (_caller, id) => api.http.delete(`/api/scholarships/${id}`), statuses: [401, 403, 403, 403, 403, 204, 204, 403, 403, 401, 401] },
  { route: 'DELETE scholarship, forced', arrange: freshScholarship, request: (_caller, id) => api.http.delete(`/api/scholarships/${id}`).query({ force: 'true' }), statuses: [401, 403, 403, 403, 403, 403, 204, 403, 403, 401, 401] },

  // Applying: approved students (a demoted staff member is one now).
  { route: 'POST apply', arrange: freshScholarship, request: (_caller, id) => api.http.post(apps).field('scholarshipId', id).attach('paymentReceipt', PDF_RECEIPT.content, PDF_RECEIPT.name), statuses: [401, 403, 403, 403, 201, 403, 403, 201, 201, 401, 401] },
  { route: 'POST apply by path', arrange: freshScholarship, request: (_caller, id) => api.http.post(`/api/scholarships/${id}/apply`).attach('paymentReceipt', PDF_RECEIPT.content, PDF_RECEIPT.name), statuses: [401, 403, 403, 403, 201, 403, 403, 201, 201, 401, 401] },
  { route: 'GET application check', arrange: freshScholarship, request: (_caller, id) => api.http.get(`${apps}/check`).query({ scholarshipId: id }), statuses: [401, 403, 403, 403, 200, 403, 403, 200, 200, 401, 401] },

  // Saved scholarships: approved students, as applying; the unsubscribe link needs no identity.
  { route: 'GET another student’s payment, with its duplicates', arrange: freshPayment, request: (_caller, id) => api.http.get(`/api/payments/${id}`), statuses: [401, 404, 404, 404, 404, 200, 200, 404, 404, 401, 401] },
  { route: 'GET the payments list', request: () => api.http.get('/api/payments'), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },
  { route: 'POST verify a payment', arrange: freshPayment, request: (_caller, id) => api.http.post(`/api/payments/${id}/verify`).send({ amountReceived: { amount: 100 }, paidOn: '2026-01-05' }), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },
  { route: 'POST refuse a payment', arrange: freshPayment, request: (_caller, id) => api.http.post(`/api/payments/${id}/refuse`).send({ reason: 'Illisible' }), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },
  { route: 'POST open a scholarship’s fee', arrange: freshFeeScholarship, request: (_caller, id) => api.http.post('/api/payments/application-fee').send({ scholarshipId: id }), statuses: [401, 403, 403, 403, 200, 403, 403, 200, 200, 401, 401] },
  // Card payment: only a payment's own student starts an attempt; its student and staff read one.
  { route: 'POST card attempt on another student’s payment', arrange: freshPayment, request: (_caller, id) => api.http.post(`/api/payments/${id}/card-attempts`), statuses: [401, 404, 404, 404, 404, 404, 404, 404, 404, 401, 401] },
  { route: 'GET another student’s card attempt', arrange: freshCardAttempt, request: (_caller, orderId) => api.http.get(`/api/payments/card-attempts/${orderId}`), statuses: [401, 404, 404, 404, 404, 200, 200, 404, 404, 401, 401] },
  { route: 'GET a card attempt (malformed order id)', request: () => api.http.get('/api/payments/card-attempts/x%22%3E'), statuses: [401, 404, 404, 404, 404, 404, 404, 404, 404, 401, 401] },
  { route: 'GET my payments', request: () => api.http.get('/api/payments/mine'), statuses: [401, 200, 200, 200, 200, 200, 200, 200, 200, 401, 401] },
  // The finance view and the payments export: staff.
  { route: 'GET the finance view', request: () => api.http.get('/api/payments/finance'), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },
  { route: 'GET the payments export', request: () => api.http.get('/api/payments/export').query({ format: 'csv' }), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },
  // Bank statements: staff. Bank only, no file: staff are told the file is missing, nothing is imported.
  { route: 'POST bank statement (no file)', request: () => api.http.post('/api/payments/statements').field('bank', 'Banque Populaire'), statuses: [401, 403, 403, 403, 403, 400, 400, 403, 403, 401, 401] },
  { route: 'GET bank statements', request: () => api.http.get('/api/payments/statements'), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },
  { route: 'GET a bank statement (none)', request: () => api.http.get('/api/payments/statements/999999'), statuses: [401, 403, 403, 403, 403, 404, 404, 403, 403, 401, 401] },
  // How to pay and the reference to pay under: anyone (the registration form shows them); an ADMIN alone sets how.
  { route: 'POST reserve a registration reference', request: () => api.http.post('/api/payments/registration-reference'), statuses: [201, 201, 201, 201, 201, 201, 201, 201, 201, 401, 401] },
  { route: 'GET payment settings', request: () => api.http.get('/api/payments/settings'), statuses: [200, 200, 200, 200, 200, 200, 200, 200, 200, 401, 401] },
  { route: 'PUT payment settings', request: () => api.http.put('/api/payments/settings').send(paymentSettingsPayload()), statuses: [401, 403, 403, 403, 403, 403, 200, 403, 403, 401, 401] },
  { route: 'PUT service contract template', request: () => api.http.put('/api/payments/settings/contracts/fr').attach('template', PDF_FILE, 'contrat.pdf'), statuses: [401, 403, 403, 403, 403, 403, 200, 403, 403, 401, 401] },
  { route: 'GET service contract template', arrange: uploadedTemplate, request: () => api.http.get('/api/payments/settings/contracts/ar'), statuses: [200, 200, 200, 200, 200, 200, 200, 200, 200, 401, 401] },
  { route: 'GET saved scholarships', request: () => api.http.get('/api/saved-scholarships'), statuses: [401, 403, 403, 403, 200, 403, 403, 200, 200, 401, 401] },
  { route: 'PUT saved scholarship', arrange: freshScholarship, request: (_caller, id) => api.http.put(`/api/saved-scholarships/${id}`), statuses: [401, 403, 403, 403, 201, 403, 403, 201, 201, 401, 401] },
  { route: 'DELETE saved scholarship', arrange: freshScholarship, request: (_caller, id) => api.http.delete(`/api/saved-scholarships/${id}`), statuses: [401, 403, 403, 403, 204, 403, 403, 204, 204, 401, 401] },
  { route: 'POST unsubscribe (unknown token)', request: () => api.http.post('/api/reminders/unsubscribe').send({ token: 'unknown' }), statuses: [400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400] },
  // A document's verification code is the only thing asked: anyone, whatever token comes along.
  { route: 'GET verify a document (genuine code)', arrange: freshDocumentCode, request: (_caller, code) => api.http.get(`/api/documents/verify/${code}`), statuses: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200] },
  { route: 'GET verify a document (unknown code)', request: () => api.http.get('/api/documents/verify/0000-0000-0000'), statuses: [404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404] },

  // Someone else's application: staff see it, a student is told it does not exist.
  { route: 'GET applications', request: () => api.http.get(apps), statuses: [401, 403, 403, 403, 200, 200, 200, 200, 200, 401, 401] },
  { route: 'GET application', arrange: freshApplication, request: (_caller, id) => api.http.get(`${apps}/${id}`), statuses: [401, 403, 403, 403, 404, 200, 200, 404, 404, 401, 401] },
  { route: 'GET application receipt', arrange: freshApplication, request: (_caller, id) => api.http.get(`${apps}/${id}/receipt`), statuses: [401, 403, 403, 403, 404, 200, 200, 404, 404, 401, 401] },
  // Official documents: a student's own list; someone else's document is as absent as a missing one.
  { route: 'GET my documents', request: () => api.http.get('/api/documents/mine'), statuses: [401, 200, 200, 200, 200, 403, 403, 200, 200, 401, 401] },
  { route: 'GET document', arrange: freshIssuedDocument, request: (_caller, id) => api.http.get(`/api/documents/${id}`), statuses: [401, 404, 404, 404, 404, 200, 200, 404, 404, 401, 401] },
  { route: 'GET document PDF', arrange: freshIssuedDocument, request: (_caller, id) => api.http.get(`/api/documents/${id}/file`), statuses: [401, 404, 404, 404, 404, 200, 200, 404, 404, 401, 401] },
  { route: 'GET application documents', arrange: freshApplication, request: (_caller, id) => api.http.get(`${apps}/${id}/documents`), statuses: [401, 403, 403, 403, 404, 200, 200, 404, 404, 401, 401] },
  { route: 'GET own applications page', request: () => api.http.get('/api/applications'), statuses: [401, 403, 403, 403, 200, 403, 403, 200, 200, 401, 401] },
  { route: 'GET own application page', arrange: freshApplication, request: (_caller, id) => api.http.get(`/api/applications/${id}`), statuses: [401, 403, 403, 403, 404, 403, 403, 404, 404, 401, 401] },
  // Staff send no receipt: a clear 400 rather than a change.
  { route: 'PATCH application with a receipt', arrange: freshApplication, request: (_caller, id) => api.http.patch(`${apps}/${id}`).attach('paymentReceipt', PDF_RECEIPT.content, PDF_RECEIPT.name), statuses: [401, 403, 403, 403, 404, 400, 400, 404, 404, 401, 401] },
  { route: 'POST withdraw', arrange: freshApplication, request: (_caller, id) => api.http.post(`${apps}/${id}/withdraw`), statuses: [401, 403, 403, 403, 404, 403, 403, 404, 404, 401, 401] },
  { route: 'PATCH withdraw', arrange: freshApplication, request: (_caller, id) => api.http.patch(`${apps}/${id}/withdraw`), statuses: [401, 403, 403, 403, 404, 403, 403, 404, 404, 401, 401] },

  // The review: staff.
  { route: 'PATCH approve', arrange: freshApplication, request: (_caller, id) => api.http.patch(`${apps}/${id}/approve`).send({}), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },
  { route: 'PATCH reject', arrange: freshApplication, request: (_caller, id) => api.http.patch(`${apps}/${id}/reject`).send({ feedback: 'Reçu illisible' }), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },
  { route: 'PUT admin status', arrange: freshApplication, request: (_caller, id) => api.http.put(`/api/admin/applications/${id}/status`).send({ status: 'approved' }), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },
  { route: 'DELETE application', arrange: freshApplication, request: (_caller, id) => api.http.delete(`${apps}/${id}`), statuses: [401, 403, 403, 403, 403, 204, 204, 403, 403, 401, 401] },
  { route: 'GET admin applications', request: () => api.http.get('/api/admin/applications'), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },
  { route: 'GET dashboard', request: () => api.http.get('/api/admin/dashboard'), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },
  { route: 'GET audit log', request: () => api.http.get('/api/admin/audit'), statuses: [401, 403, 403, 403, 403, 403, 200, 403, 403, 401, 401] },
  { route: 'GET applications export', request: () => api.http.get('/api/admin/applications/export').query({ format: 'csv' }), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },
  { route: 'GET accounts export', request: () => api.http.get('/api/admin/accounts/export').query({ format: 'xlsx' }), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },

  // Casework (docs/product-rules.md, "Assignment and internal notes"): staff only; a student never reads a note.
  { route: 'GET applications assigned to me', request: () => api.http.get(apps).query({ assignee: 'me' }), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },
  { route: 'GET users unassigned', request: () => api.http.get('/api/iam/users').query({ assignee: 'none' }), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },
  { route: 'PUT application assignee (unassign)', arrange: freshApplication, request: (_caller, id) => api.http.put(`${apps}/${id}/assignee`).send({ assigneeId: null }), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },
  { route: 'PUT account assignee (unassign)', arrange: freshStudent, request: (_caller, id) => api.http.put(`/api/iam/users/${id}/assignee`).send({ assigneeId: null }), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },
  { route: 'GET application notes', arrange: freshApplication, request: (_caller, id) => api.http.get('/api/admin/notes').query({ applicationIds: id }), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },
  { route: 'GET account notes', arrange: freshStudent, request: (_caller, id) => api.http.get('/api/admin/notes').query({ userIds: id }), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },
  { route: 'POST application note', arrange: freshApplication, request: (_caller, id) => api.http.post(`${apps}/${id}/notes`).send({ text: 'Reçu à vérifier' }), statuses: [401, 403, 403, 403, 403, 201, 201, 403, 403, 401, 401] },
  { route: 'POST account note', arrange: freshStudent, request: (_caller, id) => api.http.post(`/api/iam/users/${id}/notes`).send({ text: 'Appelée le 3 mars' }), statuses: [401, 403, 403, 403, 403, 201, 201, 403, 403, 401, 401] },
  { route: 'POST bulk assign', arrange: freshApplication, request: (_caller, id) => api.http.post('/api/admin/applications/bulk').send({ action: 'assign', assigneeId: null, applicationIds: [id] }), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },
  { route: 'POST bulk approve', arrange: freshApplication, request: (_caller, id) => api.http.post('/api/admin/applications/bulk').send({ action: 'approve', applicationIds: [id] }), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },

  // Saved replies and the bulk message (docs/product-rules.md, "Correspondence"): staff only.
  { route: 'GET message templates', request: () => api.http.get('/api/admin/message-templates').query({ language: 'fr' }), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },
  { route: 'POST message template', request: () => api.http.post('/api/admin/message-templates').send({ language: 'ar', title: 'تذكير', body: 'المرجو إرسال الوصل.' }), statuses: [401, 403, 403, 403, 403, 201, 201, 403, 403, 401, 401] },
  { route: 'PUT message template', arrange: freshMessageTemplate, request: (_caller, id) => api.http.put(`/api/admin/message-templates/${id}`).send({ language: 'fr', title: 'Reçu', body: 'Merci.' }), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },
  { route: 'DELETE message template', arrange: freshMessageTemplate, request: (_caller, id) => api.http.delete(`/api/admin/message-templates/${id}`), statuses: [401, 403, 403, 403, 403, 204, 204, 403, 403, 401, 401] },
  { route: 'POST bulk message', arrange: freshApplication, request: (_caller, id) => api.http.post('/api/admin/applications/messages').send({ applicationIds: [id], body: 'Le jury se réunit lundi.' }), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },
  { route: 'GET applications unread from students', request: () => api.http.get(apps).query({ unreadFromStudents: 'true' }), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },

  // Conversations (docs/product-rules.md, "Correspondence"): their student (whatever the approval) and staff;
  // someone else's is a 404. Staff accounts have no conversation of their own.
  { route: 'GET my conversations', request: () => api.http.get(`${conversations}/mine`), statuses: [401, 200, 200, 200, 200, 403, 403, 200, 200, 401, 401] },
  { route: 'GET unread messages', request: () => api.http.get(`${conversations}/unread`), statuses: [401, 200, 200, 200, 200, 200, 200, 200, 200, 401, 401] },
  { route: 'GET own account conversation', request: ({ id }) => api.http.get(`/api/iam/users/${id}/conversation`), statuses: [401, 200, 200, 200, 200, 404, 404, 200, 200, 401, 401] },
  { route: 'GET a student account conversation', arrange: freshStudent, request: (_caller, id) => api.http.get(`/api/iam/users/${id}/conversation`), statuses: [401, 404, 404, 404, 404, 200, 200, 404, 404, 401, 401] },
  { route: 'GET an application conversation', arrange: freshApplication, request: (_caller, id) => api.http.get(`${apps}/${id}/conversation`), statuses: [401, 404, 404, 404, 404, 200, 200, 404, 404, 401, 401] },
  { route: 'GET a conversation', arrange: freshConversation, request: (_caller, id) => api.http.get(`${conversations}/${id}`), statuses: [401, 404, 404, 404, 404, 200, 200, 404, 404, 401, 401] },
  { route: 'GET conversation messages', arrange: freshConversation, request: (_caller, id) => api.http.get(`${conversations}/${id}/messages`), statuses: [401, 404, 404, 404, 404, 200, 200, 404, 404, 401, 401] },
  { route: 'POST conversation message', arrange: freshConversation, request: (_caller, id) => api.http.post(`${conversations}/${id}/messages`).send({ body: 'Bonjour' }), statuses: [401, 404, 404, 404, 404, 201, 201, 404, 404, 401, 401] },
  { route: 'POST conversation read', arrange: freshConversation, request: (_caller, id) => api.http.post(`${conversations}/${id}/read`), statuses: [401, 404, 404, 404, 404, 200, 200, 404, 404, 401, 401] },
  { route: 'GET message attachment', arrange: freshAttachment, request: (_caller, path) => api.http.get(`${conversations}/${path}`), statuses: [401, 404, 404, 404, 404, 200, 200, 404, 404, 401, 401] },

  // Correction requests (docs/product-rules.md, "Correction requests"): staff ask and withdraw; the student asked
  // reads and answers (someone else's is a 404, to staff too for the answer).
  { route: 'POST application correction request', arrange: freshApplication, request: (_caller, id) => api.http.post(`${apps}/${id}/correction-requests`).send({ items: [{ kind: 'payment_receipt' }], message: 'Le reçu est illisible.' }), statuses: [401, 403, 403, 403, 403, 201, 201, 403, 403, 401, 401] },
  { route: 'POST account correction request', arrange: freshPendingStudent, request: (_caller, id) => api.http.post(`/api/iam/users/${id}/correction-requests`).send({ items: [{ kind: 'service_contract' }], message: 'Signez la page 2.' }), statuses: [401, 403, 403, 403, 403, 201, 201, 403, 403, 401, 401] },
  { route: 'GET an application correction requests', arrange: freshApplication, request: (_caller, id) => api.http.get('/api/correction-requests').query({ applicationId: id }), statuses: [401, 404, 404, 404, 404, 200, 200, 404, 404, 401, 401] },
  { route: 'GET own account correction requests', request: ({ id }) => api.http.get('/api/correction-requests').query({ userId: id }), statuses: [401, 200, 200, 200, 200, 200, 200, 200, 200, 401, 401] },
  { route: 'GET a correction request', arrange: freshCorrection, request: (_caller, id) => api.http.get(`/api/correction-requests/${id}`), statuses: [401, 404, 404, 404, 404, 200, 200, 404, 404, 401, 401] },
  { route: 'POST correction withdrawal', arrange: freshCorrection, request: (_caller, id) => api.http.post(`/api/correction-requests/${id}/withdrawal`), statuses: [401, 403, 403, 403, 403, 200, 200, 403, 403, 401, 401] },
  { route: 'POST correction submission (someone else’s)', arrange: freshCorrection, request: (_caller, id) => api.http.post(`/api/correction-requests/${id}/submission`).attach('item-x', PDF_FILE, 'recu.pdf'), statuses: [401, 404, 404, 404, 404, 404, 404, 404, 404, 401, 401] },
  { route: 'GET correction item file', arrange: freshCorrectionFile, request: (_caller, path) => api.http.get(`/api/correction-requests/${path}`), statuses: [401, 404, 404, 404, 404, 200, 200, 404, 404, 401, 401] },
];

const cases = ROWS.flatMap(({ route, arrange, request, statuses }) =>
  CALLERS.map((caller, index) => ({ route, caller, arrange, request, status: statuses[index] })),
);

describe('who may call each route, read from the database on every request', () => {
  it.each(cases)('$route by $caller answers $status', async ({ caller, arrange, request, status }) => {
    // Arrange
    const arranged = arrange ? String(await arrange()) : '';

    // Act
    const res = await request(callers[caller], arranged).set(callers[caller].headers);

    // Assert
    expect(res.status, JSON.stringify(res.body)).toBe(status);
  });
});

describe('why a still-unexpired token is refused', () => {
  it('tells a deleted account and a signed-out session apart, in the caller’s language', async () => {
    const deleted = await api.http
      .get('/api/iam/auth/me')
      .set(callers['deleted admin'].headers)
      .set('Accept-Language', 'en');
    const signedOut = await api.http
      .get('/api/scholarships')
      .set(callers['signed-out admin'].headers)
      .set('Accept-Language', 'ar');

    expect(deleted.body).toEqual({ message: 'This account no longer exists.', code: 'ACCOUNT_NOT_FOUND' });
    expect(signedOut.body).toEqual({
      message: 'انتهت جلستك. يرجى تسجيل الدخول من جديد.',
      code: 'SESSION_ENDED',
    });
  });

  it('creates nothing for a demoted admin who tries to create an ADMIN', async () => {
    const email = uniqueEmail();

    const res = await api.http
      .post('/api/iam/auth/register')
      .set(callers['admin demoted to CLIENT'].headers)
      .send({ ...newAccount(), email, role: 'ADMIN' });

    expect(res.body.code).toBe('FORBIDDEN');
    const created = await api.context.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(created).toEqual([]);
  });
});
