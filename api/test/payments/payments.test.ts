import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPaymentReference } from '@bourses/common/payment-reference';
import { paymentAnswerSchema } from '#api/contract.ts';
import { apply, sendNewReceipt } from '../factories/applications.ts';
import { GENEROUS_MAIL_LIMITS, postRegistration, registrationFields } from '../factories/auth.ts';
import { createScholarship } from '../factories/scholarships.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(GENEROUS_MAIL_LIMITS);
});
afterAll(() => api.close());

const paymentsOf = (userId: string) =>
  api.context.db.selectFrom('payments').selectAll().where('userId', '=', userId).orderBy('id').execute();
const mine = (student: TestUser) => api.http.get('/api/payments/mine').set(student.auth).expect(200);

describe('payments (docs/payments.md)', () => {
  it('opens a submitted payment of the registration fee with a reference when a student registers', async () => {
    await api.context.db.updateTable('paymentSettings').set({ registrationFeeCentimes: 15_000 }).execute();
    const fields = registrationFields();
    await postRegistration(api, fields).expect(201);
    const user = await api.context.db.selectFrom('users').select('id').where('email', '=', fields.email ?? '').executeTakeFirstOrThrow();

    const [payment, ...others] = await paymentsOf(user.id);

    expect(others).toEqual([]);
    expect(payment).toMatchObject({ kind: 'registration', amountDueCentimes: 15_000, status: 'RECEIPT_SUBMITTED', applicationId: null });
    expect(readPaymentReference(payment?.reference ?? '')).toBe(payment?.reference);
  });

  it('opens one for an application to a scholarship with a fee, none for a free one', async () => {
    const student = await createUser(api);
    const paid = await createScholarship(api, { applicationFeeCentimes: 25_050 });
    const free = await createScholarship(api);

    const paidApplication = (await apply(api, student, paid.id).expect(201)).body.data.id;
    await apply(api, student, free.id).expect(201);

    const res = await mine(student);
    expect(res.body.data).toEqual([
      {
        id: expect.any(String),
        kind: 'application',
        reference: expect.stringMatching(/^B[0-9A-Z]{7}$/),
        amountDue: { centimes: 25_050, currency: 'MAD' },
        amountReceived: null,
        status: 'RECEIPT_SUBMITTED',
        refusalReason: null,
        verifiedAt: null,
        paidOn: null,
        applicationId: String(paidApplication),
        scholarshipId: String(paid.id),
        hasReceipt: true,
        receiptDocumentId: null,
        method: null,
        // Card payment is not configured on this api (test/payments/card/ pays by card).
        cardPayable: false,
        createdAt: expect.any(String),
      },
    ]);
    expect(paymentAnswerSchema.strict().array().safeParse(res.body.data).error?.issues ?? []).toEqual([]);
  });

  it('gives every payment its own reference', async () => {
    const student = await createUser(api);
    for (let index = 0; index < 5; index += 1) {
      const { id } = await createScholarship(api, { applicationFeeCentimes: 10_000 });
      await apply(api, student, id).expect(201);
    }
    const references = (await api.context.db.selectFrom('payments').select('reference').execute()).map((row) => row.reference);

    expect(new Set(references).size).toBe(references.length);
  });

  it('takes a new receipt for a refused payment as submitted again, without the refusal’s reason', async () => {
    const student = await createUser(api);
    const { id: scholarshipId } = await createScholarship(api, { applicationFeeCentimes: 10_000 });
    const applicationId: number = (await apply(api, student, scholarshipId).expect(201)).body.data.id;
    await api.context.db
      .updateTable('payments')
      .set({ status: 'REFUSED', refusalReason: 'Montant illisible' })
      .where('applicationId', '=', applicationId)
      .execute();

    await sendNewReceipt(api, student, applicationId).expect(200);

    expect(await paymentsOf(student.user.id)).toMatchObject([{ status: 'RECEIPT_SUBMITTED', refusalReason: null }]);
  });

  it('shows a student their own payments only, and a visitor none', async () => {
    const [one, other] = [await createUser(api), await createUser(api)];
    const { id } = await createScholarship(api, { applicationFeeCentimes: 10_000 });
    await apply(api, one, id).expect(201);

    expect((await mine(other)).body.data).toEqual([]);
    await api.http.get('/api/payments/mine').expect(401);
  });
});
