import { randomBytes } from 'node:crypto';
import { apply, type ReceiptUpload } from '../../factories/applications.ts';
import { PDF_FILE } from '../../factories/files.ts';
import { createScholarship } from '../../factories/scholarships.ts';
import { createUser, type TestUser } from '../../factories/users.ts';
import type { TestApi } from '../../test-api.ts';
import { postToGateway, type CmiGateway } from './cmi-gateway.ts';

// The steps the card payment tests share: a student's application with a fee, a "Pay by card" and
// the round at the local CMI gateway.

export const STORE_KEY = 'Test-Store-Key-2026-0123';
/** Where CMI's callbacks come from, as the bff forwards it. */
export const CMI_ADDRESS = '196.200.130.5';

export const cmiEnv = (gateway: Pick<CmiGateway, 'url'>) => ({
  CMI_CLIENT_ID: '600000123',
  CMI_STORE_KEY: STORE_KEY,
  CMI_GATEWAY_URL: gateway.url,
});

/** Callbacks go to the api itself, through the bff's door (its key, CMI's address). */
export const forwardCallbacksTo = (gateway: CmiGateway, api: TestApi) =>
  gateway.redirectCallbacks(`${api.baseUrl}/api/payments/cmi/callback`, api.fromClient(CMI_ADDRESS));

const ownReceipt = (): ReceiptUpload => ({
  content: Buffer.concat([PDF_FILE, Buffer.from(`% card ${randomBytes(8).toString('hex')}\n`)]),
  name: 'recu.pdf',
});

/** A fresh student's application to a scholarship with a fee of 250 MAD, its receipt sent. */
export async function applicationWithFee(api: TestApi, owner?: TestUser) {
  const student = owner ?? (await createUser(api));
  const { id: scholarshipId } = await createScholarship(api, { applicationFeeCentimes: 25_000 });
  const applicationId: number = (await apply(api, student, scholarshipId, ownReceipt()).expect(201)).body.data.id;
  const payment = await api.context.db
    .selectFrom('payments')
    .selectAll()
    .where('applicationId', '=', applicationId)
    .executeTakeFirstOrThrow();
  return { student, applicationId, payment };
}

export const startAttempt = (api: TestApi, student: TestUser, paymentId: number) =>
  api.http.post(`/api/payments/${paymentId}/card-attempts`).set(student.auth);

/** "Pay by card" then the student's browser at CMI's page: the form posted, the gateway's round done. */
export async function payByCard(api: TestApi, gateway: CmiGateway, student: TestUser, paymentId: number) {
  const form: { action: string; fields: { name: string; value: string }[] } = (
    await startAttempt(api, student, paymentId).expect(201)
  ).body.data;
  const page = await postToGateway(form.action, form.fields);
  const visit = gateway.visits.at(-1);
  if (!visit) throw new Error(`The gateway made no round: ${page.status} ${page.html}`);
  const orderId = form.fields.find((field) => field.name === 'oid')?.value ?? '';
  return { form, page, visit, orderId };
}

export const paymentRow = (api: TestApi, id: number) =>
  api.context.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export const attemptRow = (api: TestApi, orderId: string) =>
  api.context.db.selectFrom('cardPaymentAttempts').selectAll().where('orderId', '=', orderId).executeTakeFirstOrThrow();

export const callbackLog = (api: TestApi, orderId: string) =>
  api.context.db
    .selectFrom('cardPaymentCallbacks')
    .select(['outcome', 'reason', 'fields', 'remoteAddress'])
    .where('orderId', '=', orderId)
    .orderBy('id')
    .execute();
