import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffPaymentAnswerSchema, staffPaymentRowAnswerSchema } from '#api/contract.ts';
import { apply, type ReceiptUpload } from '../factories/applications.ts';
import { GENEROUS_MAIL_LIMITS, postRegistration, registrationFields } from '../factories/auth.ts';
import { PDF_FILE } from '../factories/files.ts';
import { createScholarship } from '../factories/scholarships.ts';
import { createAgent, createUser, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

// Issue 29: staff verify or refuse a payment, and nothing is approved before its money is received.

let api: TestApi;
let agent: TestUser;
let seed = 100;
beforeAll(async () => {
  api = await startTestApi(GENEROUS_MAIL_LIMITS);
  agent = await createAgent(api);
});
afterAll(() => api.close());

/** A receipt no other test sends: a PDF of its own (a photo of the same layout would look similar). */
const ownReceipt = async (): Promise<ReceiptUpload> => ({
  content: Buffer.concat([PDF_FILE, Buffer.from(`% receipt ${(seed += 1)}\n`)]),
  name: 'recu.pdf',
});

/** A fresh student's application to a scholarship with a fee of 250 MAD. */
async function paidApplication(student?: TestUser, receipt?: ReceiptUpload) {
  const owner = student ?? (await createUser(api));
  const { id: scholarshipId } = await createScholarship(api, { applicationFeeCentimes: 25_000 }, { fr: { title: 'Bourse Atlas' }, ar: { title: 'منحة الأطلس' } });
  const applicationId: number = (await apply(api, owner, scholarshipId, receipt ?? (await ownReceipt())).expect(201)).body.data.id;
  const payment = await api.context.db
    .selectFrom('payments')
    .selectAll()
    .where('applicationId', '=', applicationId)
    .executeTakeFirstOrThrow();
  return { student: owner, applicationId, payment };
}

const verify = (paymentId: number, body: object, language = 'fr') =>
  api.http.post(`/api/payments/${paymentId}/verify`).set(agent.auth).set('Accept-Language', language).send(body);
const refuse = (paymentId: number, body: object, language = 'fr') =>
  api.http.post(`/api/payments/${paymentId}/refuse`).set(agent.auth).set('Accept-Language', language).send(body);
const RECEIVED = { amountReceived: { amount: 250 }, paidOn: '2026-11-20' };

const mailsTo = async (email: string) => (await api.outbox()).filter((mail) => mail.to === email);
const auditOf = (paymentId: number) =>
  api.context.db
    .selectFrom('auditLog')
    .select(['action', 'actorId', 'changes'])
    .where('targetType', '=', 'payment')
    .where('targetId', '=', String(paymentId))
    .execute();

describe('POST /api/payments/{id}/verify and /refuse', () => {
  it('verifies with the amount, day and bank reference, mails the student and audits it', async () => {
    const { student, payment } = await paidApplication();

    const res = await verify(payment.id, { ...RECEIVED, bankTransactionReference: ' vir 2026 1120 ' }).expect(200);

    expect(staffPaymentAnswerSchema.strict().safeParse(res.body.data).error?.issues ?? []).toEqual([]);
    expect(res.body.data).toMatchObject({
      status: 'VERIFIED',
      amountReceived: { centimes: 25_000, currency: 'MAD' },
      paidOn: '2026-11-20',
      bankTransactionReference: 'VIR20261120',
      reviewedBy: agent.user.id,
      verifiedAt: expect.any(String),
    });
    const [mail, ...more] = await mailsTo(student.user.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Paiement ${payment.reference} confirmé`);
    expect(mail?.text).toContain(`Nous avons bien reçu votre paiement de 250,00\u00a0MAD pour votre candidature à « Bourse Atlas » (référence ${payment.reference}).`);
    const documentsPage = `${api.context.config.publicWebUrl}/documents`;
    expect(mail?.text).toContain(
      `Votre reçu de paiement officiel sera disponible dans quelques instants sur la page « Mes documents » : ${documentsPage}`,
    );
    expect(mail?.html).toContain(`<a href="${documentsPage}">${documentsPage}</a>`);
    expect(mail?.links).toContain(documentsPage);
    expect(await auditOf(payment.id)).toEqual([
      {
        action: 'payment.verify',
        actorId: agent.user.id,
        changes: {
          status: ['RECEIPT_SUBMITTED', 'VERIFIED'],
          amountReceived: 25_000,
          paidOn: '2026-11-20',
          bankTransactionReference: 'VIR20261120',
        },
      },
    ]);
  });

  it('refuses a bank transaction reference already recorded on another payment, naming it, in the caller’s language', async () => {
    const first = await paidApplication();
    const second = await paidApplication();
    await verify(first.payment.id, { ...RECEIVED, bankTransactionReference: 'TRX-778' }).expect(200);

    const res = await verify(second.payment.id, { ...RECEIVED, bankTransactionReference: 'trx-778' }, 'ar').expect(409);

    expect(res.body).toMatchObject({ code: 'PAYMENT_BANK_REFERENCE_TAKEN' });
    expect(res.body.message).toBe(
      `هذا المرجع البنكي مسجل من قبل للدفعة ${first.payment.reference}: العملية الواحدة لا تؤدي إلا دفعة واحدة.`,
    );
    expect(await auditOf(second.payment.id)).toEqual([]);
  });

  it('refuses what cannot be verified: no amount, no day, a day to come, a payment verified already', async () => {
    const { payment } = await paidApplication();

    expect((await verify(payment.id, { paidOn: '2026-11-20' }).expect(400)).body.fields).toEqual({
      amountReceived: 'Indiquez le montant reçu.',
    });
    expect((await verify(payment.id, { amountReceived: { amount: 250 } }, 'en').expect(400)).body.fields).toEqual({
      paidOn: 'Enter the payment date.',
    });
    expect((await verify(payment.id, { ...RECEIVED, paidOn: '2099-01-01' }).expect(400)).body.code).toBe('PAYMENT_PAID_ON_FUTURE');
    await verify(payment.id, RECEIVED).expect(200);
    expect((await verify(payment.id, RECEIVED).expect(409)).body.message).toBe('Ce paiement est déjà vérifié.');
  });

  it('refuses with a reason mailed to the student, who sends a new receipt to be checked again', async () => {
    const { student, applicationId, payment } = await paidApplication(await createUser(api, { language: 'ar' }));

    expect((await refuse(payment.id, { reason: '  ' }).expect(400)).body.fields).toEqual({
      reason: 'Indiquez le motif du refus : l’étudiant le recevra.',
    });
    const res = await refuse(payment.id, { reason: 'Montant illisible' }).expect(200);

    expect(res.body.data).toMatchObject({ status: 'REFUSED', refusalReason: 'Montant illisible' });
    const [mail] = await mailsTo(student.user.email);
    expect(mail?.subject).toBe(`تم رفض وصل الدفعة ${payment.reference}`);
    expect(mail?.text).toContain('لم يتم قبول الوصل المرسل من أجل طلبك لمنحة «منحة الأطلس»');
    expect(mail?.text).toContain('السبب: Montant illisible');
    expect(mail?.text).not.toContain('وثائقي');
    expect(mail?.links).toEqual([`${api.context.config.publicWebUrl}/applications/${applicationId}`]);
    expect((await auditOf(payment.id)).map((entry) => entry.action)).toEqual(['payment.refuse']);
    // Refused once, it waits for a new receipt: nothing to refuse again.
    expect((await refuse(payment.id, { reason: 'Encore' }).expect(409)).body.code).toBe('PAYMENT_NO_RECEIPT_TO_REFUSE');
  });

  it('lets only staff verify or refuse, and a student read only their own payment', async () => {
    const { student, payment } = await paidApplication();
    const other = await createUser(api);

    await api.http.post(`/api/payments/${payment.id}/verify`).set(student.auth).send(RECEIVED).expect(403);
    await api.http.post(`/api/payments/${payment.id}/refuse`).set(student.auth).send({ reason: 'x' }).expect(403);
    const own = await api.http.get(`/api/payments/${payment.id}`).set(student.auth).expect(200);
    expect(own.body.data).not.toHaveProperty('duplicates');
    await api.http.get(`/api/payments/${payment.id}`).set(other.auth).expect(404);
    await api.http.get('/api/payments/999999').set(agent.auth).expect(404);
  });
});

describe('the approval rule', () => {
  it('refuses to approve an application whose fee is not verified, naming the payment', async () => {
    const { applicationId, payment } = await paidApplication();

    const res = await api.http.patch(`/api/scholarships/applications/${applicationId}/approve`).set(agent.auth).send({}).expect(409);

    expect(res.body.message).toBe(
      `Le paiement ${payment.reference} n’est pas vérifié : vérifiez-le avant d’approuver, ou en approuvant.`,
    );
    const application = await api.context.db.selectFrom('applications').select('status').where('id', '=', applicationId).executeTakeFirstOrThrow();
    expect(application.status).toBe('pending');
  });

  it('approves an application while verifying its payment, and a verified or free one as before', async () => {
    const { student, applicationId, payment } = await paidApplication();

    await api.http
      .patch(`/api/scholarships/applications/${applicationId}/approve`)
      .set(agent.auth)
      .send({ payment: { ...RECEIVED, bankTransactionReference: 'APPROVE-1' } })
      .expect(200);

    const paid = await api.context.db.selectFrom('payments').selectAll().where('id', '=', payment.id).executeTakeFirstOrThrow();
    expect(paid).toMatchObject({ status: 'VERIFIED', amountReceivedCentimes: 25_000, bankTransactionReference: 'APPROVE-1' });
    expect((await mailsTo(student.user.email)).map((mail) => mail.subject).sort()).toEqual([
      `Paiement ${payment.reference} confirmé`,
      'Votre candidature a été approuvée',
    ]);

    const verified = await paidApplication();
    await verify(verified.payment.id, RECEIVED).expect(200);
    await api.http.patch(`/api/scholarships/applications/${verified.applicationId}/approve`).set(agent.auth).send({}).expect(200);

    const free = await createScholarship(api);
    const freeApplication: number = (await apply(api, await createUser(api), free.id).expect(201)).body.data.id;
    await api.http.patch(`/api/scholarships/applications/${freeApplication}/approve`).set(agent.auth).send({}).expect(200);
  });

  it('refuses to approve accounts whose registration fee is not verified, unless verified with the approval of one account', async () => {
    await api.context.db.updateTable('paymentSettings').set({ registrationFeeCentimes: 10_000 }).execute();
    const registered = async () => {
      const fields = registrationFields();
      await postRegistration(api, fields, { paymentReceipt: await ownReceipt() }).expect(201);
      return api.context.db
        .updateTable('users')
        .set({ isVerified: true, verifiedAt: new Date() })
        .where('email', '=', fields.email ?? '')
        .returning(['id', 'email'])
        .executeTakeFirstOrThrow();
    };
    const [one, two] = [await registered(), await registered()];
    await api.context.db.updateTable('paymentSettings').set({ registrationFeeCentimes: 0 }).execute();
    const approve = (userIds: string[], extra: object = {}) =>
      api.http.put('/api/iam/users/approval').set(agent.auth).send({ userIds, approvalStatus: 'APPROVED', ...extra });

    const refused = await approve([one.id, two.id]).expect(409);
    expect(refused.body.message).toBe(
      `Paiement d’inscription non vérifié pour : ${one.email}, ${two.email}. Vérifiez-le avant d’approuver, ou en approuvant un seul compte.`,
    );
    expect((await approve([one.id, two.id], { payment: RECEIVED }).expect(400)).body.code).toBe('PAYMENT_VERIFY_ONE_ACCOUNT');

    await approve([one.id], { payment: { amountReceived: { amount: 100 }, paidOn: '2026-11-02' } }).expect(200);

    const payments = await api.context.db.selectFrom('payments').select(['userId', 'status']).where('kind', '=', 'registration').where('userId', 'in', [one.id, two.id]).execute();
    expect(payments).toEqual(expect.arrayContaining([{ userId: one.id, status: 'VERIFIED' }, { userId: two.id, status: 'RECEIPT_SUBMITTED' }]));
    const users = await api.context.db.selectFrom('users').select(['id', 'approvalStatus']).where('id', 'in', [one.id, two.id]).execute();
    expect(users).toEqual(expect.arrayContaining([{ id: one.id, approvalStatus: 'APPROVED' }, { id: two.id, approvalStatus: 'PENDING' }]));
  });
});

describe('POST /api/payments/application-fee', () => {
  it('opens the fee’s payment before applying, the same one each time, and applying sends it', async () => {
    const student = await createUser(api);
    const { id: scholarshipId } = await createScholarship(api, { applicationFeeCentimes: 30_000 });
    const open = () => api.http.post('/api/payments/application-fee').set(student.auth).send({ scholarshipId }).expect(200);

    const first = (await open()).body.data;
    const again = (await open()).body.data;

    expect(first).toMatchObject({ kind: 'application', status: 'AWAITING_RECEIPT', amountDue: { centimes: 30_000 }, applicationId: null, hasReceipt: false });
    expect(again.id).toBe(first.id);
    const applicationId: number = (await apply(api, student, scholarshipId, await ownReceipt()).expect(201)).body.data.id;
    const mine = (await api.http.get('/api/payments/mine').set(student.auth).expect(200)).body.data;
    expect(mine).toEqual([
      expect.objectContaining({ id: first.id, reference: first.reference, status: 'RECEIPT_SUBMITTED', applicationId: String(applicationId), hasReceipt: true }),
    ]);
    expect((await open()).body.data.id).toBe(first.id);
  });

  it('refuses a free scholarship, staff and a student not approved yet', async () => {
    const { id: free } = await createScholarship(api);
    const student = await createUser(api);

    const res = await api.http.post('/api/payments/application-fee').set(student.auth).send({ scholarshipId: free }).expect(409);
    expect(res.body.message).toBe('Cette bourse est gratuite : aucun paiement n’est demandé.');
    await api.http.post('/api/payments/application-fee').set(agent.auth).send({ scholarshipId: free }).expect(403);
    const pending = await createUser(api, { approvalStatus: 'PENDING', approvalDate: null });
    await api.http.post('/api/payments/application-fee').set(pending.auth).send({ scholarshipId: free }).expect(403);
  });
});

describe('GET /api/payments: the staff list and the flagged queue', () => {
  it('flags both payments of one receipt sent twice, lists them in the flagged queue and finds one by its reference', async () => {
    const receipt = await ownReceipt();
    const first = await paidApplication(undefined, receipt);
    const second = await paidApplication(undefined, receipt);
    const alone = await paidApplication();

    const flagged = await api.http.get('/api/payments?flagged=true&limit=100').set(agent.auth).expect(200);

    const ids = flagged.body.data.data.map((payment: { id: string }) => payment.id);
    expect(ids).toEqual(expect.arrayContaining([String(first.payment.id), String(second.payment.id)]));
    expect(ids).not.toContain(String(alone.payment.id));
    expect(staffPaymentRowAnswerSchema.strict().array().safeParse(flagged.body.data.data).error?.issues ?? []).toEqual([]);
    const found = await api.http.get('/api/payments').query({ search: alone.payment.reference.toLowerCase() }).set(agent.auth).expect(200);
    expect(found.body.data.data.map((payment: { id: string }) => payment.id)).toEqual([String(alone.payment.id)]);
    await api.http.get('/api/payments').set(alone.student.auth).expect(403);
    expect((await api.http.get('/api/payments?status=PAID').set(agent.auth).expect(400)).body.message).toBe('Filtre de paiements invalide.');
  });
});
