import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CORRECTION_REMINDERS_QUEUE } from '#api/jobs/periodic-jobs.ts';
import { addDays, casablancaToday } from '#api/scholarships/deadline.ts';
import { casablancaWallClock } from '../casablanca-time.ts';
import { apply, createApplication, filesOnDisk, sendNewReceipt } from '../factories/applications.ts';
import { pdfOfSize } from '../factories/files.ts';
import { createScholarship } from '../factories/scholarships.ts';
import { startSession } from '#api/iam/session/session-tokens.ts';
import {
  attachRegistrationDocuments,
  createAgent,
  createPendingStudent,
  createUser,
  FACTORY_ORIGIN,
  type TestUser,
} from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

const WEB = 'https://bourses.example.ma';
const DAY = 24 * 60 * 60 * 1000;

let api: TestApi;
let agent: TestUser;
beforeAll(async () => {
  api = await startTestApi({ PUBLIC_WEB_URL: WEB });
  agent = await createAgent(api);
});
afterAll(() => api.close());
// Tests that move the api's clock put it back.
const realNow = new Date();
afterEach(() => api.clock.set(realNow));

/** The same user signed in again at the api's current instant: a moved clock outlives the old access token. */
async function signedInNow(testUser: TestUser): Promise<TestUser> {
  const { accessToken } = await startSession(api.context, testUser.user, FACTORY_ORIGIN);
  return { ...testUser, token: accessToken, auth: { Authorization: `Bearer ${accessToken}` } };
}

const applicationRequests = (id: number) => `/api/scholarships/applications/${id}/correction-requests`;

function askForCorrections(applicationId: number, body: Record<string, unknown>) {
  return api.http.post(applicationRequests(applicationId)).set(agent.auth).send(body);
}

interface ItemAnswer {
  id: string;
  kind: string;
  label: string | null;
  file: { fileName: string; url: string } | null;
}

/** Sends one file per item (or only those given), as the student's correction form does. */
function submit(student: TestUser, requestId: string, files: { itemId: string; content: Buffer; name: string }[]) {
  let request = api.http.post(`/api/correction-requests/${requestId}/submission`).set(student.auth);
  for (const file of files) request = request.attach(`item-${file.itemId}`, file.content, file.name);
  return request;
}

const everyItem = (items: ItemAnswer[], content: Buffer = pdfOfSize(1500)) =>
  items.map((item) => ({ itemId: item.id, content, name: `${item.kind}.pdf` }));

async function mailsTo(email: string) {
  return (await api.outbox()).filter((mail) => mail.to === email);
}

const download = (path: string, user: TestUser) =>
  api.http
    .get(path)
    .set(user.auth)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

const applicationOf = async (id: number, user: TestUser) =>
  (await api.http.get(`/api/scholarships/applications/${id}`).set(user.auth)).body.data;

describe('a whole correction round on an application', () => {
  it('asks, mails what to send, reminds 2 days before, takes the new receipt to the payment and puts it back in the queue corrected', async () => {
    // Arrange: a student applied with a receipt to a scholarship with a fee.
    const scholarship = await createScholarship(api, { applicationFeeCentimes: 50_000 }, { fr: { title: 'Bourse Atlas' } });
    const student = await createUser(api, { language: 'fr' });
    const applied = await apply(api, student, scholarship.id);
    expect(applied.status).toBe(201);
    const applicationId: number = applied.body.data.id;

    // Act: staff ask for a readable receipt and a certificate.
    const asked = await askForCorrections(applicationId, {
      items: [{ kind: 'payment_receipt' }, { kind: 'other_document', label: 'Attestation de scolarité' }],
      message: 'Le reçu est illisible, merci de le renvoyer avec votre attestation.',
    });

    // Assert: the request, due in 7 Casablanca days, and the application waiting for the student.
    expect(asked.status).toBe(201);
    const request = asked.body.data;
    const dueDate = addDays(casablancaToday(api.clock.now()), 7);
    expect(request).toMatchObject({
      applicationId,
      status: 'open',
      dueDate,
      overdue: false,
      requestedBy: { id: agent.user.id },
      items: [
        { kind: 'payment_receipt', label: null, file: null },
        { kind: 'other_document', label: 'Attestation de scolarité', file: null },
      ],
    });
    expect((await applicationOf(applicationId, student)).status).toBe('correction_requested');
    // The student reads it signed by the platform team.
    const asStudent = await api.http.get(`/api/correction-requests/${request.id}`).set(student.auth);
    expect(asStudent.body.data).toMatchObject({ id: request.id, requestedBy: null });

    // The student is mailed exactly what to send, by when, with the application's link.
    const [mail, ...others] = await mailsTo(student.user.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Corrections demandées pour votre candidature « Bourse Atlas »');
    expect(mail?.text).toContain('- le reçu de paiement');
    expect(mail?.text).toContain('- Attestation de scolarité');
    expect(mail?.text).toContain('Le reçu est illisible, merci de le renvoyer avec votre attestation.');
    expect(mail?.text).toContain(`${WEB}/applications/${applicationId}`);
    const longDue = new Intl.DateTimeFormat('fr-MA', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${dueDate}T00:00:00Z`));
    expect(mail?.text).toContain(`avant le ${longDue}`);

    // The old ways are closed while the request is open.
    const resent = await sendNewReceipt(api, student, applicationId);
    expect(resent.status).toBe(409);
    expect(resent.body.code).toBe('APPLICATION_CORRECTION_OPEN');
    const withdrawn = await api.http.post(`/api/scholarships/applications/${applicationId}/withdraw`).set(student.auth);
    expect(withdrawn.status).toBe(409);
    expect(withdrawn.body.code).toBe('APPLICATION_CORRECTION_OPEN');

    // The reminder: nothing 3 days before, one mail 2 days before, once.
    await api.runPeriodicJob(CORRECTION_REMINDERS_QUEUE, casablancaWallClock(`${addDays(dueDate, -3)}T10:00:00`));
    await api.runPeriodicJob(CORRECTION_REMINDERS_QUEUE, casablancaWallClock(`${addDays(dueDate, -2)}T00:30:00`));
    await api.runPeriodicJob(CORRECTION_REMINDERS_QUEUE, casablancaWallClock(`${addDays(dueDate, -1)}T09:00:00`));
    const reminders = (await mailsTo(student.user.email)).filter((sent) => sent.subject.startsWith('Rappel'));
    expect(reminders.map((sent) => sent.subject)).toEqual([
      `Rappel : corrections attendues pour « Bourse Atlas » avant le ${longDue}`,
    ]);
    expect(reminders[0]?.text).toContain('- Attestation de scolarité');

    // The student sends both files.
    const newReceipt = pdfOfSize(2100);
    const certificate = pdfOfSize(1800);
    const [receiptItem, certificateItem] = request.items as ItemAnswer[];
    const sent = await submit(student, request.id, [
      { itemId: receiptItem?.id ?? '', content: newReceipt, name: 'recu-lisible.pdf' },
      { itemId: certificateItem?.id ?? '', content: certificate, name: 'attestation.pdf' },
    ]);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'submitted' });

    // Back in the queue, marked corrected, the history keeping each step.
    const corrected = await applicationOf(applicationId, agent);
    expect(corrected.status).toBe('pending');
    expect(corrected.correctedAt).not.toBeNull();
    expect(
      corrected.history.map((entry: { status: string; correctionRequestId: string | null }) => [entry.status, entry.correctionRequestId]),
    ).toEqual([
      ['pending', null],
      ['correction_requested', request.id],
      ['pending', request.id],
    ]);
    // The new receipt is the application's, and its payment's, waiting for its check.
    const receipt = await download(`/api/scholarships/applications/${applicationId}/receipt`, agent);
    expect(Buffer.compare(receipt.body, newReceipt)).toBe(0);
    const payment = await api.context.db
      .selectFrom('payments')
      .innerJoin('paymentReceipts', 'paymentReceipts.paymentId', 'payments.id')
      .innerJoin('applications', 'applications.receiptFileId', 'paymentReceipts.fileId')
      .select(['payments.status'])
      .where('applications.id', '=', applicationId)
      .executeTakeFirst();
    expect(payment?.status).toBe('RECEIPT_SUBMITTED');
    // The other document stays on its item, for the staff to open.
    const items = (await api.http.get(`/api/correction-requests/${request.id}`).set(agent.auth)).body.data.items as ItemAnswer[];
    expect(items.map((item) => item.file?.fileName)).toEqual(['recu-lisible.pdf', 'attestation.pdf']);
    const opened = await download(items[1]?.file?.url ?? '', agent);
    expect(Buffer.compare(opened.body, certificate)).toBe(0);

    // A staff decision clears the "corrected" mark.
    await api.http
      .patch(`/api/scholarships/applications/${applicationId}/reject`)
      .set(agent.auth)
      .send({ feedback: 'Attestation expirée' });
    expect(await applicationOf(applicationId, agent)).toMatchObject({ status: 'rejected', correctedAt: null });
  });
});

describe('a correction round on an account', () => {
  it('asks a pending student for a new contract: CHANGES_REQUESTED, then PENDING again with the new contract', async () => {
    const student = await createPendingStudent(api, { isVerified: true, verifiedAt: new Date(), language: 'en' });
    await attachRegistrationDocuments(api, student, {
      paymentReceipt: { content: pdfOfSize(1200), mimeType: 'application/pdf', originalName: 'receipt.pdf' },
      serviceContract: { content: pdfOfSize(1300), mimeType: 'application/pdf', originalName: 'contract.pdf' },
    });

    const asked = await api.http
      .post(`/api/iam/users/${student.user.id}/correction-requests`)
      .set(agent.auth)
      .send({ items: [{ kind: 'service_contract' }], message: 'Page 2 of the contract is not signed.' });
    expect(asked.status).toBe(201);
    const me = await api.http.get(`/api/iam/users/${student.user.id}`).set(student.auth);
    expect(me.body.data.approvalStatus).toBe('CHANGES_REQUESTED');
    const [mail] = await mailsTo(student.user.email);
    expect(mail?.subject).toBe('Changes requested on your Bourses account');
    expect(mail?.text).toContain('- the signed service contract');
    expect(mail?.text).toContain(`${WEB}/pending`);
    // Not approved: no applying meanwhile.
    const scholarship = await createScholarship(api);
    expect((await apply(api, student, scholarship.id)).status).toBe(403);

    const contract = pdfOfSize(1400);
    const sent = await submit(student, asked.body.data.id, everyItem(asked.body.data.items, contract));
    expect(sent.status).toBe(200);

    const after = await api.http.get(`/api/iam/users/${student.user.id}`).set(agent.auth);
    expect(after.body.data).toMatchObject({ approvalStatus: 'PENDING' });
    expect(after.body.data.correctedAt).not.toBeNull();
    const document = await download(`/api/iam/users/${student.user.id}/documents/service-contract`, agent);
    expect(Buffer.compare(document.body, contract)).toBe(0);

    // Deciding clears the mark.
    await api.http
      .put('/api/iam/users/approval')
      .set(agent.auth)
      .send({ userIds: [student.user.id], approvalStatus: 'REJECTED', reason: 'Incomplete' });
    const decided = await api.http.get(`/api/iam/users/${student.user.id}`).set(agent.auth);
    expect(decided.body.data).toMatchObject({ approvalStatus: 'REJECTED', correctedAt: null });
  });
});

describe('submitting a correction', () => {
  it('refuses a submission missing an item, naming it, and keeps nothing', async () => {
    const application = await createApplication(api);
    const asked = await askForCorrections(application.id, {
      items: [{ kind: 'payment_receipt' }, { kind: 'other_document', label: 'Relevé de notes' }],
      message: 'Merci.',
    });
    const before = await filesOnDisk(api);

    const [receiptItem] = asked.body.data.items as ItemAnswer[];
    const sent = await submit(application.student, asked.body.data.id, everyItem(receiptItem ? [receiptItem] : []));

    expect(sent.status).toBe(400);
    expect(sent.body.code).toBe('CORRECTION_ITEMS_MISSING');
    expect(sent.body.message).toBe('Envoyez un fichier pour chaque élément demandé. Manquant : Relevé de notes.');
    expect(await filesOnDisk(api)).toBe(before);
    expect((await applicationOf(application.id, agent)).status).toBe('correction_requested');
  });

  it('refuses a submission once staff withdrew the request, which put the application back to pending', async () => {
    const application = await createApplication(api);
    const asked = await askForCorrections(application.id, { items: [{ kind: 'payment_receipt' }], message: 'Merci.' });

    const withdrawal = await api.http.post(`/api/correction-requests/${asked.body.data.id}/withdrawal`).set(agent.auth);
    expect(withdrawal.status).toBe(200);
    expect(withdrawal.body.data.status).toBe('withdrawn');
    const after = await applicationOf(application.id, agent);
    expect(after.status).toBe('pending');
    expect(after.history.at(-1)).toMatchObject({ status: 'pending', correctionRequestId: asked.body.data.id });

    const sent = await submit(application.student, asked.body.data.id, everyItem(asked.body.data.items));
    expect(sent.status).toBe(409);
    expect(sent.body.code).toBe('CORRECTION_NOT_OPEN');
  });

  it('makes one submission of two sent at once, and keeps no file of the other', async () => {
    const application = await createApplication(api);
    const asked = await askForCorrections(application.id, { items: [{ kind: 'payment_receipt' }], message: 'Merci.' });
    const before = await filesOnDisk(api);

    const answers = await Promise.all([
      submit(application.student, asked.body.data.id, everyItem(asked.body.data.items, pdfOfSize(1600))),
      submit(application.student, asked.body.data.id, everyItem(asked.body.data.items, pdfOfSize(1700))),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const corrected = await applicationOf(application.id, agent);
    expect(corrected.history.filter((entry: { status: string }) => entry.status === 'pending')).toHaveLength(2);
    // The new receipt replaced the old one: as many files as before.
    expect(await filesOnDisk(api)).toBe(before);
  });

  it('accepts a correction after the scholarship’s deadline while the request is open', async () => {
    const scholarship = await createScholarship(api, { deadline: addDays(casablancaToday(api.clock.now()), 2) });
    const application = await createApplication(api, { scholarshipId: scholarship.id });
    const asked = await askForCorrections(application.id, { items: [{ kind: 'payment_receipt' }], message: 'Merci.' });

    api.clock.set(new Date(realNow.getTime() + 4 * DAY));
    const student = await signedInNow(application.student);
    const sent = await submit(student, asked.body.data.id, everyItem(asked.body.data.items));

    expect(sent.status).toBe(200);
    expect((await applicationOf(application.id, await signedInNow(agent))).status).toBe('pending');
  });
});

describe('a request and the staff', () => {
  it('withdraws an open request when staff decide the application', async () => {
    const application = await createApplication(api);
    const asked = await askForCorrections(application.id, { items: [{ kind: 'payment_receipt' }], message: 'Merci.' });

    const rejected = await api.http
      .patch(`/api/scholarships/applications/${application.id}/reject`)
      .set(agent.auth)
      .send({ feedback: 'Hors délai' });

    expect(rejected.status).toBe(200);
    const request = await api.http.get(`/api/correction-requests/${asked.body.data.id}`).set(application.student.auth);
    expect(request.body.data.status).toBe('withdrawn');
    const sent = await submit(application.student, asked.body.data.id, everyItem(asked.body.data.items));
    expect(sent.body.code).toBe('CORRECTION_NOT_OPEN');
  });

  it('shows a request overdue once its due date is past in Casablanca', async () => {
    const application = await createApplication(api);
    const dueDate = addDays(casablancaToday(api.clock.now()), 1);
    const asked = await askForCorrections(application.id, { items: [{ kind: 'payment_receipt' }], message: 'Merci.', dueDate });
    expect(asked.body.data.overdue).toBe(false);

    api.clock.set(casablancaWallClock(`${dueDate}T23:30:00`));
    const onTheDay = await api.http.get(`/api/correction-requests/${asked.body.data.id}`).set((await signedInNow(agent)).auth);
    expect(onTheDay.body.data.overdue).toBe(false);
    api.clock.set(casablancaWallClock(`${addDays(dueDate, 1)}T00:30:00`));
    const late = await api.http
      .get(`/api/correction-requests?applicationId=${application.id}`)
      .set((await signedInNow(agent)).auth);
    expect(late.body.data.map((request: { overdue: boolean }) => request.overdue)).toEqual([true]);
  });

  it('refuses a second open request on one application with a clear code', async () => {
    const application = await createApplication(api);
    await askForCorrections(application.id, { items: [{ kind: 'payment_receipt' }], message: 'Merci.' });

    const second = await askForCorrections(application.id, { items: [{ kind: 'payment_receipt' }], message: 'Encore.' });

    expect(second.status).toBe(409);
    expect(second.body.code).toBe('CORRECTION_ALREADY_OPEN');
  });

  it.each([
    ['too many items', { items: Array.from({ length: 11 }, () => ({ kind: 'payment_receipt' })), message: 'Merci.' }, 'CORRECTION_ITEMS_REQUIRED'],
    ['no item', { items: [], message: 'Merci.' }, 'CORRECTION_ITEMS_REQUIRED'],
    ['another document without its name', { items: [{ kind: 'other_document' }], message: 'Merci.' }, 'CORRECTION_ITEM_LABEL_REQUIRED'],
    ['a due date in the past', { items: [{ kind: 'payment_receipt' }], message: 'Merci.', dueDate: '2020-01-01' }, 'CORRECTION_DUE_DATE_INVALID'],
    ['a service contract on an application', { items: [{ kind: 'service_contract' }], message: 'Merci.' }, 'CORRECTION_CONTRACT_ACCOUNTS_ONLY'],
    ['no message', { items: [{ kind: 'payment_receipt' }], message: '  ' }, 'CORRECTION_MESSAGE_REQUIRED'],
  ])('refuses %s, leaving the application pending', async (_case, body, code) => {
    const application = await createApplication(api);

    const res = await askForCorrections(application.id, body);

    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect((await applicationOf(application.id, agent)).status).toBe('pending');
  });

  it('lets only staff ask, and only the student answer', async () => {
    const application = await createApplication(api);
    const byStudent = await api.http
      .post(applicationRequests(application.id))
      .set(application.student.auth)
      .send({ items: [{ kind: 'payment_receipt' }], message: 'Moi-même.' });
    expect(byStudent.status).toBe(403);

    const asked = await askForCorrections(application.id, { items: [{ kind: 'payment_receipt' }], message: 'Merci.' });
    const stranger = await createUser(api);
    const read = await api.http.get(`/api/correction-requests/${asked.body.data.id}`).set(stranger.auth);
    expect(read.status).toBe(404);
    const sent = await submit(stranger, asked.body.data.id, everyItem(asked.body.data.items));
    expect(sent.status).toBe(404);
  });
});
