import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffPaymentAnswerSchema } from '#api/contract.ts';
import { apply, type ReceiptUpload } from '../factories/applications.ts';
import { AGENCY_RECEIPT, photographedReceipt, TRANSFER_NOTICE } from '../factories/receipts.ts';
import { createScholarship } from '../factories/scholarships.ts';
import { createAgent, createUser, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

// Issue 29, duplicate receipts: the same file, or a copy of the same photo, sent for two payments.

let api: TestApi;
let agent: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  agent = await createAgent(api);
});
afterAll(() => api.close());

/** A fresh student's application, with `receipt`, to a fresh scholarship with a fee; its payment's id. */
async function paidWith(receipt: ReceiptUpload): Promise<string> {
  const student = await createUser(api);
  const { id: scholarshipId } = await createScholarship(api, { applicationFeeCentimes: 25_000 });
  const applicationId: number = (await apply(api, student, scholarshipId, receipt).expect(201)).body.data.id;
  const payment = await api.context.db
    .selectFrom('payments')
    .select('id')
    .where('applicationId', '=', applicationId)
    .executeTakeFirstOrThrow();
  return String(payment.id);
}

const staffView = async (paymentId: string) => {
  const res = await api.http.get(`/api/payments/${paymentId}`).set(agent.auth).expect(200);
  expect(staffPaymentAnswerSchema.strict().safeParse(res.body.data).error?.issues ?? []).toEqual([]);
  return res.body.data;
};

describe('GET /api/payments/{id}: duplicate receipts', () => {
  it('flags two payments paid with the very same file, each linking to the other', async () => {
    const photo = await photographedReceipt(AGENCY_RECEIPT, 1);
    const first = await paidWith({ content: photo, name: 'recu.jpg' });
    const second = await paidWith({ content: photo, name: 'copie.jpg' });

    const [firstView, secondView] = [await staffView(first), await staffView(second)];

    expect(firstView.duplicates).toEqual([{ paymentId: second, reference: secondView.reference, similarity: 'SAME_FILE' }]);
    expect(secondView.duplicates).toEqual([{ paymentId: first, reference: firstView.reference, similarity: 'SAME_FILE' }]);
  });

  it('calls a resized, re-encoded copy of the same photo similar, and a receipt of another layout nothing', async () => {
    const photo = await photographedReceipt(TRANSFER_NOTICE, 2);
    const copy = await sharp(photo).resize({ width: 400 }).png().toBuffer();
    const original = await paidWith({ content: photo, name: 'virement.jpg' });
    const forwarded = await paidWith({ content: copy, name: 'virement-whatsapp.png' });
    const other = await paidWith({ content: await photographedReceipt(AGENCY_RECEIPT, 3), name: 'recu.jpg' });

    expect((await staffView(forwarded)).duplicates).toEqual([
      { paymentId: original, reference: expect.any(String), similarity: 'SIMILAR' },
    ]);
    // Receipts of one template look alike whatever their figures (the first test's agency receipts):
    // "similar" asks staff to compare, and a transfer notice is not among them.
    const others = (await staffView(other)).duplicates.map((duplicate: { paymentId: string }) => duplicate.paymentId);
    expect(others).not.toContain(original);
    expect(others).not.toContain(forwarded);
  });

  it('shows duplicates to staff only: another student finds nothing, a wrong id is a 400 and an unknown one a 404, in the caller’s language', async () => {
    const payment = await paidWith({ content: await photographedReceipt(TRANSFER_NOTICE, 4), name: 'recu.jpg' });
    const student = await createUser(api);

    await api.http.get(`/api/payments/${payment}`).set(student.auth).expect(404);
    await api.http.get('/api/payments/abc').set(agent.auth).expect(400);
    const missing = await api.http.get('/api/payments/999999').set(agent.auth).set('Accept-Language', 'ar').expect(404);
    expect(missing.body.message).toBe('هذه الدفعة غير موجودة.');
  });
});
