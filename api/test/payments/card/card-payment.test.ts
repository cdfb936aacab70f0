import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cardAttemptAnswerSchema, cardPaymentFormAnswerSchema, paymentAnswerSchema, staffPaymentAnswerSchema } from '#api/contract.ts';
import { cmiHash } from '#api/payments/card/cmi-hash.ts';
import { casablancaToday } from '#api/scholarships/deadline.ts';
import { documentsOfEvent, issueDueDocuments } from '../../documents/issuing-steps.ts';
import { GENEROUS_MAIL_LIMITS } from '../../factories/auth.ts';
import { createAgent, createUser, type TestUser } from '../../factories/users.ts';
import { startTestApi, type TestApi } from '../../test-api.ts';
import { postToGateway, startCmiGateway, type CmiGateway } from './cmi-gateway.ts';
import {
  applicationWithFee,
  attemptRow,
  callbackLog,
  CMI_ADDRESS,
  cmiEnv,
  forwardCallbacksTo,
  payByCard,
  paymentRow,
  startAttempt,
  STORE_KEY,
} from './card-steps.ts';

// Issue 33: a student pays a fee by card at CMI; the whole round runs against a local gateway that
// speaks CMI's side of the protocol (cmi-gateway.ts).

let api: TestApi;
let gateway: CmiGateway;
let agent: TestUser;
beforeAll(async () => {
  gateway = await startCmiGateway(STORE_KEY);
  api = await startTestApi({ ...GENEROUS_MAIL_LIMITS, ...cmiEnv(gateway) });
  forwardCallbacksTo(gateway, api);
  agent = await createAgent(api);
});
afterAll(async () => {
  await api.close();
  await gateway.close();
});
beforeEach(() => {
  gateway.scenario = { result: 'approve' };
});

const mailsTo = async (email: string) => (await api.outbox()).filter((mail) => mail.to === email);
const auditOf = (paymentId: number) =>
  api.context.db
    .selectFrom('auditLog')
    .select(['action', 'actorId', 'clientAddress', 'changes'])
    .where('targetType', '=', 'payment')
    .where('targetId', '=', String(paymentId))
    .orderBy('id')
    .execute();
/** The finance view's total received by card, in centimes. */
const receivedByCard = async (): Promise<number> =>
  (await api.http.get('/api/payments/finance').set(agent.auth).expect(200)).body.data.total.receivedByCard.centimes;
const readAttempt = (caller: TestUser, orderId: string) =>
  api.http.get(`/api/payments/card-attempts/${orderId}`).set(caller.auth);

describe('POST /api/payments/{id}/card-attempts', () => {
  it('answers the signed form to post to CMI, in CMI’s order, for a new attempt', async () => {
    const { student, payment, applicationId } = await applicationWithFee(api);

    const res = await startAttempt(api, student, payment.id).expect(201);

    expect(cardPaymentFormAnswerSchema.strict().safeParse(res.body.data).error?.issues ?? []).toEqual([]);
    const { action, fields } = res.body.data as { action: string; fields: { name: string; value: string }[] };
    expect(action).toBe(gateway.url);
    const web = api.context.config.publicWebUrl;
    const values = Object.fromEntries(fields.map(({ name, value }) => [name, value]));
    expect(fields.map(({ name }) => name)).toEqual([
      'clientid', 'storetype', 'trantype', 'amount', 'currency', 'oid', 'okUrl', 'failUrl', 'callbackUrl',
      'shopurl', 'lang', 'email', 'BillToName', 'rnd', 'hashAlgorithm', 'encoding', 'hash',
    ]);
    expect(values).toMatchObject({
      clientid: '600000123',
      storetype: '3D_PAY_HOSTING',
      trantype: 'PreAuth',
      amount: '250.00',
      currency: '504',
      okUrl: `${web}/payments/cmi/ok`,
      failUrl: `${web}/payments/cmi/fail`,
      callbackUrl: `${web}/payments/cmi/callback`,
      shopurl: `${web}/applications/${applicationId}`,
      lang: 'fr',
      email: student.user.email,
      BillToName: `${student.user.firstName} ${student.user.lastName}`,
      hashAlgorithm: 'ver3',
      encoding: 'UTF-8',
    });
    expect(values.oid).toMatch(new RegExp(`^${payment.reference}-[0-9a-f]{12}$`));
    const { hash, ...signed } = values;
    expect(hash).toBe(cmiHash(signed, STORE_KEY));
    expect(await attemptRow(api, values.oid ?? '')).toMatchObject({ status: 'started', amountCentimes: 25_000, currency: '504' });
    // Each call is an attempt of its own.
    const again = (await startAttempt(api, student, payment.id).expect(201)).body.data.fields;
    expect(again.find((field: { name: string }) => field.name === 'oid').value).not.toBe(values.oid);
  });

  it('offers card payment on the student’s own payments that are not verified', async () => {
    const { student, payment } = await applicationWithFee(api);

    const mine = (await api.http.get('/api/payments/mine').set(student.auth).expect(200)).body.data;
    const one = (await api.http.get(`/api/payments/${payment.id}`).set(student.auth).expect(200)).body.data;
    const staff = (await api.http.get(`/api/payments/${payment.id}`).set(agent.auth).expect(200)).body.data;

    expect(paymentAnswerSchema.strict().array().safeParse(mine).error?.issues ?? []).toEqual([]);
    expect(mine).toEqual([expect.objectContaining({ id: String(payment.id), cardPayable: true, method: null })]);
    expect(one).toMatchObject({ cardPayable: true, method: null });
    expect(staff).toMatchObject({ cardPayable: false, cardTransactionId: null, cardAttempts: [] });
  });

  it('answers someone else’s payment as missing, and a verified or free one as not payable', async () => {
    const { payment } = await applicationWithFee(api);
    const other = await createUser(api);
    const paid = await applicationWithFee(api);
    await api.http
      .post(`/api/payments/${paid.payment.id}/verify`)
      .set(agent.auth)
      .send({ amountReceived: { amount: 250 }, paidOn: '2026-01-05' })
      .expect(200);
    const free = await applicationWithFee(api);
    await api.context.db.updateTable('payments').set({ amountDueCentimes: 0 }).where('id', '=', free.payment.id).execute();

    expect((await startAttempt(api, other, payment.id).expect(404)).body.code).toBe('PAYMENT_NOT_FOUND');
    expect((await startAttempt(api, agent, payment.id).expect(404)).body.code).toBe('PAYMENT_NOT_FOUND');
    expect((await startAttempt(api, other, 999_999).expect(404)).body.code).toBe('PAYMENT_NOT_FOUND');
    const refused = await startAttempt(api, paid.student, paid.payment.id).set('Accept-Language', 'en').expect(409);
    expect(refused.body).toMatchObject({
      code: 'PAYMENT_NOT_PAYABLE',
      message: 'This payment cannot be paid by card: it is already verified or has nothing to pay.',
    });
    expect((await startAttempt(api, free.student, free.payment.id).expect(409)).body.code).toBe('PAYMENT_NOT_PAYABLE');
    const paidOne = (await api.http.get(`/api/payments/${paid.payment.id}`).set(paid.student.auth).expect(200)).body.data;
    expect(paidOne).toMatchObject({ cardPayable: false, method: 'transfer' });
    await api.http.post(`/api/payments/${payment.id}/card-attempts`).expect(401);
  });

  it('lets a student start 10 attempts an hour', async () => {
    const { student, payment } = await applicationWithFee(api);
    for (let attempt = 0; attempt < 10; attempt++) await startAttempt(api, student, payment.id).expect(201);

    await startAttempt(api, student, payment.id).expect(429);
  });
});

describe('the round at CMI', () => {
  it('paid: the payment is verified by card, the receipt issued, the student mailed, CMI told to capture', async () => {
    const { student, payment } = await applicationWithFee(api);
    const byCardBefore = await receivedByCard();

    const { visit, orderId, page } = await payByCard(api, gateway, student, payment.id);

    expect(visit.callback).toMatchObject({ status: 200, body: 'ACTION=POSTAUTH' });
    expect(page.status).toBe(200);
    expect(visit.returnTo).toBe(`${api.context.config.publicWebUrl}/payments/cmi/ok`);
    expect(page.html).toContain(`action="${api.context.config.publicWebUrl}/payments/cmi/ok"`);
    const transactionId = visit.callback.fields.TransId;
    expect(await paymentRow(api, payment.id)).toMatchObject({
      status: 'VERIFIED',
      method: 'card',
      amountReceivedCentimes: 25_000,
      paidOn: casablancaToday(api.clock.now()),
      verifiedBy: null,
      verifiedAt: expect.any(Date),
      bankTransactionReference: null,
    });
    expect(await attemptRow(api, orderId)).toMatchObject({
      status: 'approved',
      transId: transactionId,
      authCode: visit.callback.fields.AuthCode,
      procReturnCode: '00',
      completedAt: expect.any(Date),
    });
    const attempt = (await readAttempt(student, orderId).expect(200)).body.data;
    expect(cardAttemptAnswerSchema.strict().safeParse(attempt).error?.issues ?? []).toEqual([]);
    expect(attempt).toMatchObject({ orderId, paymentId: String(payment.id), kind: 'application', status: 'approved', reason: null });
    const staff = (await api.http.get(`/api/payments/${payment.id}`).set(agent.auth).expect(200)).body.data;
    expect(staffPaymentAnswerSchema.strict().safeParse(staff).error?.issues ?? []).toEqual([]);
    expect(staff).toMatchObject({
      method: 'card',
      cardTransactionId: transactionId,
      reviewedBy: null,
      cardAttempts: [{ orderId, status: 'approved', transactionId, authCode: visit.callback.fields.AuthCode, reason: null }],
    });
    expect(await receivedByCard()).toBe(byCardBefore + 25_000);
    await issueDueDocuments(api);
    expect(await documentsOfEvent(api, `payment-verified:${payment.id}`)).toEqual([
      expect.objectContaining({ kind: 'payment-receipt', paymentId: payment.id, userId: student.user.id }),
    ]);
    const [mail, ...more] = await mailsTo(student.user.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Paiement ${payment.reference} confirmé`);
    expect(await auditOf(payment.id)).toEqual([
      {
        action: 'payment.verify',
        actorId: null,
        clientAddress: CMI_ADDRESS,
        changes: {
          status: ['RECEIPT_SUBMITTED', 'VERIFIED'],
          amountReceived: 25_000,
          paidOn: casablancaToday(api.clock.now()),
          method: 'card',
          orderId,
          transactionId,
        },
      },
      { action: 'payment.card-callback', actorId: null, clientAddress: CMI_ADDRESS, changes: { outcome: 'verified', orderId } },
    ]);
  });

  it('declined: the payment stays open, the reason readable, CMI acknowledged without capture', async () => {
    const { student, payment } = await applicationWithFee(api);
    gateway.scenario = { result: 'decline', errorMessage: 'Carte expirée' };

    const { visit, orderId } = await payByCard(api, gateway, student, payment.id);

    expect(visit.callback.body).toBe('APPROVED');
    expect(visit.returnTo).toBe(`${api.context.config.publicWebUrl}/payments/cmi/fail`);
    expect(await paymentRow(api, payment.id)).toMatchObject({ status: 'RECEIPT_SUBMITTED', method: null, verifiedAt: null });
    expect((await readAttempt(student, orderId).expect(200)).body.data).toMatchObject({ status: 'declined', reason: 'Carte expirée', completedAt: expect.any(String) });
    expect((await api.http.get(`/api/payments/${payment.id}`).set(student.auth).expect(200)).body.data.cardPayable).toBe(true);
    expect(await mailsTo(student.user.email)).toEqual([]);
    expect(await callbackLog(api, orderId)).toMatchObject([{ outcome: 'declined', reason: null }]);
  });

  it.each([
    ['a tampered hash', { tamperHash: true }, 'bad-hash'],
    ['another amount', { amount: '25.00' }, 'amount-mismatch'],
    ['another currency', { currency: '978' }, 'currency-mismatch'],
  ])('%s: FAILURE, nothing changes, the callback logged and audited as rejected', async (_name, bent, reason) => {
    const { student, payment } = await applicationWithFee(api);
    gateway.scenario = { result: 'approve', ...bent };

    const { visit, orderId } = await payByCard(api, gateway, student, payment.id);

    expect(visit.callback).toMatchObject({ status: 200, body: 'FAILURE' });
    expect(await paymentRow(api, payment.id)).toMatchObject({ status: 'RECEIPT_SUBMITTED', method: null });
    expect(await attemptRow(api, orderId)).toMatchObject({ status: 'started', transId: null, completedAt: null });
    expect(await callbackLog(api, orderId)).toMatchObject([{ outcome: 'rejected', reason, remoteAddress: CMI_ADDRESS }]);
    const audit = await auditOf(payment.id);
    expect(audit.map((entry) => entry.action)).toEqual(reason === 'bad-hash' ? [] : ['payment.card-callback']);
    expect(await mailsTo(student.user.email)).toEqual([]);
  });

  it('an unknown order: FAILURE, logged as rejected', async () => {
    const { student, payment } = await applicationWithFee(api);
    gateway.scenario = { result: 'approve', orderId: `${payment.reference}-000000000000` };

    const { visit } = await payByCard(api, gateway, student, payment.id);

    expect(visit.callback.body).toBe('FAILURE');
    expect(await paymentRow(api, payment.id)).toMatchObject({ status: 'RECEIPT_SUBMITTED' });
    expect(await callbackLog(api, `${payment.reference}-000000000000`)).toMatchObject([{ outcome: 'rejected', reason: 'unknown-order' }]);
  });

  it('the same callback again verifies once and answers the same', async () => {
    const { student, payment } = await applicationWithFee(api);
    const { visit, orderId } = await payByCard(api, gateway, student, payment.id);
    const verifiedAt = (await paymentRow(api, payment.id)).verifiedAt;

    expect(await gateway.resend(visit)).toEqual({ status: 200, body: 'ACTION=POSTAUTH' });
    expect(await gateway.resend(visit)).toEqual({ status: 200, body: 'ACTION=POSTAUTH' });

    expect((await paymentRow(api, payment.id)).verifiedAt).toEqual(verifiedAt);
    expect(await mailsTo(student.user.email)).toHaveLength(1);
    expect((await auditOf(payment.id)).filter((entry) => entry.action === 'payment.verify')).toHaveLength(1);
    expect((await callbackLog(api, orderId)).map((entry) => entry.outcome)).toEqual(['verified', 'replayed', 'replayed']);
    // A declined one replayed is acknowledged again.
    gateway.scenario = { result: 'decline' };
    const declined = await payByCard(api, gateway, student, (await applicationWithFee(api, student)).payment.id);
    expect(await gateway.resend(declined.visit)).toEqual({ status: 200, body: 'APPROVED' });
  });

  it('two attempts both paid: the first verifies, the second is flagged for a refund and not captured', async () => {
    const { student, payment } = await applicationWithFee(api);
    const first = (await startAttempt(api, student, payment.id).expect(201)).body.data;
    const second = (await startAttempt(api, student, payment.id).expect(201)).body.data;

    await postToGateway(first.action, first.fields);
    await postToGateway(second.action, second.fields);

    const [one, two] = gateway.visits.slice(-2);
    expect([one?.callback.body, two?.callback.body]).toEqual(['ACTION=POSTAUTH', 'APPROVED']);
    const oid = (form: { fields: { name: string; value: string }[] }) => form.fields.find((field) => field.name === 'oid')?.value ?? '';
    expect((await attemptRow(api, oid(second))).status).toBe('duplicate');
    const staff = (await api.http.get(`/api/payments/${payment.id}`).set(agent.auth).expect(200)).body.data;
    expect(staff.cardAttempts.map((attempt: { status: string }) => attempt.status)).toEqual(['approved', 'duplicate']);
    expect(staff.cardTransactionId).toBe(one?.callback.fields.TransId);
    expect(await mailsTo(student.user.email)).toHaveLength(1);
    expect((await auditOf(payment.id)).map((entry) => [entry.action, (entry.changes as { outcome?: string }).outcome])).toEqual([
      ['payment.verify', undefined],
      ['payment.card-callback', 'verified'],
      ['payment.card-callback', 'duplicate'],
    ]);
  });

  it('logs the callback without card data', async () => {
    const { student, payment } = await applicationWithFee(api);
    gateway.scenario = {
      result: 'approve',
      extraFields: { pan: '4000000000000002', cv2: '123', Ecom_Payment_Card_ExpDate_Month: '12', maskedCreditCard: '4000 00** **** 0002' },
    };

    const { visit, orderId } = await payByCard(api, gateway, student, payment.id);

    expect(visit.callback.body).toBe('ACTION=POSTAUTH');
    const [entry] = await callbackLog(api, orderId);
    expect(Object.keys(entry?.fields ?? {}).sort()).toEqual(
      // The form's hashAlgorithm comes back beside CMI's HASHALGORITHM: names are kept whatever their case.
      ['amount', 'AuthCode', 'clientid', 'currency', 'ErrMsg', 'hashAlgorithm', 'HASHALGORITHM', 'mdStatus', 'oid', 'ProcReturnCode', 'Response', 'rnd', 'TransId'].sort(),
    );
    expect(JSON.stringify(entry)).not.toMatch(/4000|cv2|pan"/);
  });
});

describe('GET /api/payments/card-attempts/{orderId}', () => {
  it('answers its student and staff, and nobody else', async () => {
    const { student, payment } = await applicationWithFee(api);
    const { orderId } = await payByCard(api, gateway, student, payment.id);
    const other = await createUser(api);

    await readAttempt(agent, orderId).expect(200);
    expect((await readAttempt(other, orderId).expect(404)).body.code).toBe('CARD_ATTEMPT_NOT_FOUND');
    expect((await readAttempt(student, 'B0000000-000000000000').expect(404)).body.code).toBe('CARD_ATTEMPT_NOT_FOUND');
    expect((await readAttempt(student, 'not an order').expect(404)).body.code).toBe('CARD_ATTEMPT_NOT_FOUND');
    await api.http.get(`/api/payments/card-attempts/${orderId}`).expect(401);
  });
});
