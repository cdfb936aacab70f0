import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financeAnswerSchema } from '#api/contract.ts';
import { apply } from '../factories/applications.ts';
import { openPaymentAt } from '../factories/payment-dates.ts';
import { GENEROUS_MAIL_LIMITS, postRegistration, registrationFields } from '../factories/auth.ts';
import { createScholarship } from '../factories/scholarships.ts';
import { createAgent, createUser, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

// The finance view (docs/payments.md, "Finance view"): known amounts, one payment verified, one
// refused, opened in known Casablanca months.

let api: TestApi;
let agent: TestUser;
let eiffelId: number;
let ibnSinaId: number;

const mad = (centimes: number) => ({ centimes, currency: 'MAD' });

async function paymentOf(applicationId: number) {
  return api.context.db.selectFrom('payments').select('id').where('applicationId', '=', applicationId).executeTakeFirstOrThrow();
}

const openedAt = (id: number, instant: string) => openPaymentAt(api, id, instant);

beforeAll(async () => {
  api = await startTestApi(GENEROUS_MAIL_LIMITS);
  agent = await createAgent(api);
  eiffelId = (
    await createScholarship(
      api,
      { applicationFeeCentimes: 25_000 },
      { fr: { title: 'Bourse Eiffel' }, ar: { title: 'منحة إيفل' }, en: { title: 'Eiffel scholarship' } },
    )
  ).id;
  // No Arabic title: the view falls back to the French one.
  ibnSinaId = (await createScholarship(api, { applicationFeeCentimes: 10_000 }, { fr: { title: 'Bourse Ibn Sina' } })).id;
  const free = await createScholarship(api);

  const [verified, refused, waiting] = [await createUser(api), await createUser(api), await createUser(api)];
  const verifiedPayment = await paymentOf((await apply(api, verified, eiffelId).expect(201)).body.data.id);
  const refusedPayment = await paymentOf((await apply(api, refused, eiffelId).expect(201)).body.data.id);
  const waitingPayment = await paymentOf((await apply(api, waiting, ibnSinaId).expect(201)).body.data.id);
  await apply(api, verified, free.id).expect(201);
  await api.http
    .post(`/api/payments/${verifiedPayment.id}/verify`)
    .set(agent.auth)
    .send({ amountReceived: { amount: 250 }, paidOn: '2026-01-05' })
    .expect(200);
  await api.http.post(`/api/payments/${refusedPayment.id}/refuse`).set(agent.auth).send({ reason: 'Reçu illisible' }).expect(200);

  // Opened for its reference, never applied with: owed by nobody yet, counted nowhere.
  await api.http.post('/api/payments/application-fee').set((await createUser(api)).auth).send({ scholarshipId: ibnSinaId }).expect(200);

  await api.context.db.updateTable('paymentSettings').set({ registrationFeeCentimes: 15_000 }).execute();
  const fields = registrationFields();
  await postRegistration(api, fields).expect(201);
  const registrationPayment = await api.context.db
    .selectFrom('payments as p')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .select('p.id')
    .where('u.email', '=', fields.email ?? '')
    .executeTakeFirstOrThrow();

  // 23:30 UTC on 31 January is 00:30 on 1 February in Casablanca (UTC+1 outside Ramadan).
  await openedAt(verifiedPayment.id, '2026-01-31T23:30:00Z');
  await openedAt(refusedPayment.id, '2026-01-15T10:00:00Z');
  await openedAt(waitingPayment.id, '2026-02-10T09:00:00Z');
  await openedAt(registrationPayment.id, '2025-12-20T09:00:00Z');
});
afterAll(() => api.close());

const finance = (language: string) =>
  api.http.get('/api/payments/finance').set(agent.auth).set('Accept-Language', language).expect(200);

describe('GET /api/payments/finance', () => {
  it('sums what is due, received and outstanding in all, for registration and per scholarship, most owed first', async () => {
    const { body } = await finance('fr');

    expect(body.data.total).toEqual({
      scholarshipId: null,
      scholarshipTitle: null,
      month: null,
      payments: 4,
      due: mad(75_000),
      received: mad(25_000),
      // Verified by staff: a transfer (card payments: test/payments/card/card-payment.test.ts).
      receivedByCard: mad(0),
      outstanding: mad(50_000),
    });
    expect(body.data.registration).toMatchObject({ payments: 1, due: mad(15_000), received: mad(0), outstanding: mad(15_000) });
    // The refused receipt's fee is still owed; the free scholarship has no row.
    expect(body.data.perScholarship).toEqual([
      {
        scholarshipId: String(eiffelId),
        scholarshipTitle: 'Bourse Eiffel',
        month: null,
        payments: 2,
        due: mad(50_000),
        received: mad(25_000),
        receivedByCard: mad(0),
        outstanding: mad(25_000),
      },
      {
        scholarshipId: String(ibnSinaId),
        scholarshipTitle: 'Bourse Ibn Sina',
        month: null,
        payments: 1,
        due: mad(10_000),
        received: mad(0),
        receivedByCard: mad(0),
        outstanding: mad(10_000),
      },
    ]);
    expect(financeAnswerSchema.strict().safeParse(body.data).error?.issues ?? []).toEqual([]);
  });

  it('sums per month the payments were opened in Casablanca, latest first', async () => {
    const { body } = await finance('fr');

    expect(
      body.data.perMonth.map((row: { month: string; payments: number; due: unknown; received: unknown; outstanding: unknown }) => [
        row.month,
        row.payments,
        row.due,
        row.received,
        row.outstanding,
      ]),
    ).toEqual([
      ['2026-02', 2, mad(35_000), mad(25_000), mad(10_000)],
      ['2026-01', 1, mad(25_000), mad(0), mad(25_000)],
      ['2025-12', 1, mad(15_000), mad(0), mad(15_000)],
    ]);
  });

  it('names the scholarships in the caller’s language, in French when not written in it', async () => {
    const { body } = await finance('ar');
    const { body: asked } = await api.http.get('/api/payments/finance').query({ language: 'ar' }).set(agent.auth).expect(200);

    expect(body.data.perScholarship.map((row: { scholarshipTitle: string }) => row.scholarshipTitle)).toEqual([
      'منحة إيفل',
      'Bourse Ibn Sina',
    ]);
    expect(asked.data.perScholarship[0].scholarshipTitle).toBe('منحة إيفل');
  });

  it('is read by staff only', async () => {
    const student = await createUser(api);

    await api.http.get('/api/payments/finance').set(student.auth).expect(403);
    await api.http.get('/api/payments/finance').expect(401);
  });
});
