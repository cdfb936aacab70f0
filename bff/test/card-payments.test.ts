import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  applicationWithFee,
  attemptRow,
  callbackLog,
  CMI_ADDRESS,
  cmiEnv,
  STORE_KEY,
} from '@bourses/api/test/payments/card/card-steps';
import { postToGateway, startCmiGateway, type CmiGateway } from '@bourses/api/test/payments/card/cmi-gateway';
import { createAgent, createUser, type TestUser } from '@bourses/api/test/factories/users';
import { startTestBff, startTestPlatform, type TestPlatform } from './test-platform.ts';

// Paying by card through the bff (docs/payments.md, "Card payment (CMI)"): the real api configured
// with CMI, the real bff, and the local server that speaks CMI's side calling the bff's public
// /payments/cmi/callback as CMI would, through a proxy that states CMI's address.

const START = /* GraphQL */ `
  mutation StartCardPayment($paymentId: ID!) {
    startCardPayment(paymentId: $paymentId) { action fields { name value } }
  }
`;

const PAYMENT = /* GraphQL */ `
  query CardPayment($id: ID!) {
    payment(id: $id) {
      id status method cardPayable cardTransactionId
      cardAttempts { orderId status amount { amount } reason transactionId authCode completedAt payment { id } }
    }
  }
`;

const ATTEMPT = /* GraphQL */ `
  query CardAttempt($orderId: ID!) {
    cardPaymentAttempt(orderId: $orderId) {
      orderId status reason amount { amount currency } transactionId authCode createdAt completedAt
      payment { id status method }
    }
  }
`;

interface Form {
  action: string;
  fields: { name: string; value: string }[];
}

interface Attempt {
  orderId: string;
  status: string;
  reason: string | null;
  amount: { amount: number; currency?: string };
  transactionId: string | null;
  authCode: string | null;
  completedAt: string | null;
  payment: { id: string; status?: string; method?: string | null } | null;
}

interface Payment {
  id: string;
  status: string;
  method: string | null;
  cardPayable: boolean;
  cardTransactionId: string | null;
  cardAttempts: Attempt[];
}

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bff-web-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  return dir;
}

let gateway: CmiGateway;
let platform: TestPlatform;
let withoutCard: TestPlatform;
let agent: TestUser;
beforeAll(async () => {
  gateway = await startCmiGateway(STORE_KEY);
  [platform, withoutCard] = await Promise.all([
    startTestPlatform(
      // Behind the proxy as in production: CMI's address is the proxy's X-Forwarded-For.
      { TRUST_PROXY: 'true', SERVE_WEB_APP: 'true', WEB_DIST_DIR: fakeWebBuild(), CMI_GATEWAY_URL: gateway.url },
      undefined,
      cmiEnv(gateway),
    ),
    startTestPlatform(),
  ]);
  // The form's callbackUrl is PUBLIC_WEB_URL's: the gateway calls this bff's address instead.
  gateway.redirectCallbacks(`${platform.bff.url}/payments/cmi/callback`, { 'X-Forwarded-For': CMI_ADDRESS });
  agent = await createAgent(platform.api);
}, 120_000);
afterAll(async () => {
  await Promise.all([platform.close(), withoutCard.close()]);
  await gateway.close();
});
beforeEach(() => {
  gateway.scenario = { result: 'approve' };
});

const fieldOf = (form: Form, name: string) => form.fields.find((field) => field.name === name)?.value;

async function start(student: TestUser, paymentId: number | string, options: { language?: string } = {}) {
  return platform.bff.graphql<{ startCardPayment: Form }>(START, { paymentId: String(paymentId) }, { token: student.token, ...options });
}

/** "Pay by card" through GraphQL, then the student's browser at the gateway's page, which calls the bff back. */
async function payByCard(student: TestUser, paymentId: number) {
  const answer = await start(student, paymentId);
  const form = answer.data?.startCardPayment;
  if (!form) throw new Error(`startCardPayment failed: ${JSON.stringify(answer.errors)}`);
  await postToGateway(form.action, form.fields);
  const visit = gateway.visits.at(-1);
  if (!visit) throw new Error('The gateway made no round');
  return { form, visit, orderId: fieldOf(form, 'oid') ?? '' };
}

const readPayment = async (paymentId: number, token: string) =>
  (await platform.bff.graphql<{ payment: Payment }>(PAYMENT, { id: String(paymentId) }, { token })).data?.payment;

const readAttempt = (orderId: string, token: string) =>
  platform.bff.graphql<{ cardPaymentAttempt: Attempt | null }>(ATTEMPT, { orderId }, { token });

/** CMI's page in the browser posting the result back to the platform's ok or fail page. */
const returnFrom = (page: 'ok' | 'fail', fields: Record<string, string>, contentType = 'application/x-www-form-urlencoded') =>
  fetch(`${platform.bff.url}/payments/cmi/${page}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': contentType, Origin: 'https://testpayment.cmi.co.ma' },
    body: new URLSearchParams(fields).toString(),
  });

const postCallback = (body: string, contentType = 'application/x-www-form-urlencoded') =>
  fetch(`${platform.bff.url}/payments/cmi/callback`, { method: 'POST', headers: { 'Content-Type': contentType }, body });

describe('startCardPayment', () => {
  it('answers the signed form to post to CMI for the payment’s student, who may pay it by card', async () => {
    const { student, payment } = await applicationWithFee(platform.api);

    const before = await readPayment(payment.id, student.token);
    const answer = await start(student, payment.id);

    expect(before).toMatchObject({ cardPayable: true, method: null, cardTransactionId: null, cardAttempts: [] });
    expect(answer.errors).toBeUndefined();
    const form = answer.data?.startCardPayment;
    expect(form?.action).toBe(gateway.url);
    expect(form?.fields.map((field) => field.name)).toEqual([
      'clientid', 'storetype', 'trantype', 'amount', 'currency', 'oid', 'okUrl', 'failUrl', 'callbackUrl',
      'shopurl', 'lang', 'email', 'BillToName', 'rnd', 'hashAlgorithm', 'encoding', 'hash',
    ]);
    expect(form && fieldOf(form, 'amount')).toBe('250.00');
    expect(form && fieldOf(form, 'oid')).toMatch(new RegExp(`^${payment.reference}-[0-9a-f]{12}$`));
    expect(form && fieldOf(form, 'hash')).toMatch(/^[A-Za-z0-9+/]{86}==$/);
  });

  it('is refused for another student’s payment, in the caller’s language', async () => {
    const { payment } = await applicationWithFee(platform.api);
    const other = await createUser(platform.api);

    const answer = await start(other, payment.id, { language: 'en' });

    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({
      message: 'This payment does not exist.',
      extensions: { code: 'NOT_FOUND', upstreamCode: 'PAYMENT_NOT_FOUND' },
    });
  });

  it('is refused once the payment is paid', async () => {
    const { student, payment } = await applicationWithFee(platform.api);
    await payByCard(student, payment.id);

    const again = await start(student, payment.id);

    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', upstreamCode: 'PAYMENT_NOT_PAYABLE' });
    expect(await readPayment(payment.id, student.token)).toMatchObject({ cardPayable: false });
  });

  it('is refused where card payment is not configured, and no payment is card payable there', async () => {
    const { student, payment } = await applicationWithFee(withoutCard.api);

    const answer = await withoutCard.bff.graphql(START, { paymentId: String(payment.id) }, { token: student.token });
    const read = await withoutCard.bff.graphql<{ payment: Payment }>(PAYMENT, { id: String(payment.id) }, { token: student.token });

    expect(answer.errors?.[0]).toMatchObject({
      message: 'Le paiement par carte n’est pas proposé pour le moment.',
      extensions: { code: 'NOT_FOUND', upstreamCode: 'CARD_PAYMENT_UNAVAILABLE' },
    });
    expect(read.data?.payment).toMatchObject({ cardPayable: false, method: null });
  });
});

describe('the round through CMI', () => {
  it('verifies the payment by card when CMI approves, which the ok page reads', async () => {
    const { student, payment } = await applicationWithFee(platform.api);

    const { visit, orderId } = await payByCard(student, payment.id);
    const attempt = await readAttempt(orderId, student.token);
    const back = await returnFrom('ok', visit.returnFields);

    expect(visit.callback).toMatchObject({ status: 200, body: 'ACTION=POSTAUTH' });
    expect(visit.returnTo).toMatch(/\/payments\/cmi\/ok$/);
    expect(await readPayment(payment.id, student.token)).toMatchObject({ status: 'VERIFIED', method: 'CARD', cardPayable: false });
    expect(attempt.data?.cardPaymentAttempt).toMatchObject({
      orderId,
      status: 'APPROVED',
      reason: null,
      amount: { amount: 250, currency: 'MAD' },
      transactionId: null,
      authCode: null,
      payment: { id: String(payment.id), status: 'VERIFIED', method: 'CARD' },
    });
    expect(attempt.data?.cardPaymentAttempt?.completedAt).toEqual(expect.any(String));
    // The api recorded the address the bff stated: CMI's, as the proxy gave it.
    expect(await callbackLog(platform.api, orderId)).toMatchObject([{ outcome: 'verified', remoteAddress: CMI_ADDRESS }]);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/payments/cmi/ok?order=${orderId}`);
  });

  it('leaves the payment open with CMI’s reason when the card is declined', async () => {
    const { student, payment } = await applicationWithFee(platform.api);
    gateway.scenario = { result: 'decline', errorMessage: 'Fonds insuffisants' };

    const { visit, orderId } = await payByCard(student, payment.id);
    const attempt = await readAttempt(orderId, student.token);
    const back = await returnFrom('fail', visit.returnFields);

    expect(visit.callback).toMatchObject({ status: 200, body: 'APPROVED' });
    expect(visit.returnTo).toMatch(/\/payments\/cmi\/fail$/);
    expect(await readPayment(payment.id, student.token)).toMatchObject({ status: 'RECEIPT_SUBMITTED', method: null, cardPayable: true });
    expect(attempt.data?.cardPaymentAttempt).toMatchObject({ status: 'DECLINED', reason: 'Fonds insuffisants' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/payments/cmi/fail?order=${orderId}`);
  });

  it('answers FAILURE to a tampered callback and changes nothing', async () => {
    const { student, payment } = await applicationWithFee(platform.api);
    gateway.scenario = { result: 'approve', tamperHash: true };

    const { visit, orderId } = await payByCard(student, payment.id);

    expect(visit.callback).toMatchObject({ status: 200, body: 'FAILURE' });
    expect(visit.returnTo).toMatch(/\/payments\/cmi\/fail$/);
    expect(await readPayment(payment.id, student.token)).toMatchObject({ status: 'RECEIPT_SUBMITTED', method: null });
    expect((await readAttempt(orderId, student.token)).data?.cardPaymentAttempt).toMatchObject({ status: 'STARTED', completedAt: null });
    expect((await attemptRow(platform.api, orderId)).status).toBe('started');
  });

  it('answers a replayed callback as the first, verifying once', async () => {
    const { student, payment } = await applicationWithFee(platform.api);
    const { visit, orderId } = await payByCard(student, payment.id);

    const replay = await gateway.resend(visit);

    expect(replay).toEqual({ status: 200, body: 'ACTION=POSTAUTH' });
    expect((await callbackLog(platform.api, orderId)).map((entry) => entry.outcome)).toEqual(['verified', 'replayed']);
  });
});

describe('what staff read of card payments', () => {
  it('shows staff CMI’s transaction and every attempt; the student neither', async () => {
    const { student, payment } = await applicationWithFee(platform.api);
    gateway.scenario = { result: 'decline', errorMessage: 'Carte expirée' };
    const declined = await payByCard(student, payment.id);
    gateway.scenario = { result: 'approve' };
    const paid = await payByCard(student, payment.id);
    const transactionId = paid.visit.callback.fields.TransId;
    const authCode = paid.visit.callback.fields.AuthCode;

    const staff = await readPayment(payment.id, agent.token);
    const own = await readPayment(payment.id, student.token);
    const staffAttempt = await readAttempt(paid.orderId, agent.token);
    const ownAttempt = await readAttempt(paid.orderId, student.token);

    expect(staff).toMatchObject({ status: 'VERIFIED', method: 'CARD', cardPayable: false, cardTransactionId: transactionId });
    expect(staff?.cardAttempts).toMatchObject([
      { orderId: declined.orderId, status: 'DECLINED', reason: 'Carte expirée', transactionId: null, payment: { id: String(payment.id) } },
      { orderId: paid.orderId, status: 'APPROVED', amount: { amount: 250 }, transactionId, authCode, payment: { id: String(payment.id) } },
    ]);
    expect(staffAttempt.data?.cardPaymentAttempt).toMatchObject({ status: 'APPROVED', transactionId, authCode });
    expect(own).toMatchObject({ status: 'VERIFIED', method: 'CARD', cardTransactionId: null, cardAttempts: [] });
    expect(ownAttempt.data?.cardPaymentAttempt).toMatchObject({ status: 'APPROVED', transactionId: null, authCode: null });
  });

  it('is null for another student, and for an order that does not exist', async () => {
    const { student, payment } = await applicationWithFee(platform.api);
    const { orderId } = await payByCard(student, payment.id);
    const other = await createUser(platform.api);

    const theirs = await readAttempt(orderId, other.token);
    const unknown = await readAttempt(`${payment.reference}-000000000000`, student.token);

    expect(theirs.errors).toBeUndefined();
    expect(theirs.data?.cardPaymentAttempt).toBeNull();
    expect(unknown.data?.cardPaymentAttempt).toBeNull();
  });
});

describe('CMI’s posts to the platform', () => {
  it('takes only the order id of a return, and sends a post without a valid one to the applications', async () => {
    const fields = { oid: 'B7K2M9QX-0123456789ab', Response: 'Approved', amount: '1.00', TransId: 'T1' };

    const ok = await returnFrom('ok', fields);
    const missing = await returnFrom('fail', { Response: 'Declined' });
    const invalid = await returnFrom('ok', { oid: 'x"><script>' });
    const notAForm = await returnFrom('ok', fields, 'text/plain');

    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/payments/cmi/ok?order=B7K2M9QX-0123456789ab');
    expect([missing, invalid].map((answer) => answer.headers.get('location'))).toEqual(['/applications', '/applications']);
    expect(notAForm.status).toBe(415);
  });

  it('serves the ok and fail pages as web pages, kept out of crawlers', async () => {
    const page = await fetch(`${platform.bff.url}/payments/cmi/ok?order=B7K2M9QX-0123456789ab`, { headers: { Accept: 'text/html' } });
    const robots = await (await fetch(`${platform.bff.url}/robots.txt`)).text();

    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(robots).toContain('Disallow: /payments');
  });

  it('lets the web’s pages post the form to CMI’s page, and nowhere else', async () => {
    const page = await fetch(`${platform.bff.url}/applications`, { headers: { Accept: 'text/html' } });

    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${new URL(gateway.url).origin};`);
  });

  it('answers FAILURE, never a page, to a callback that is not CMI’s form', async () => {
    const json = await postCallback('{"oid":"x"}', 'application/json');
    const tooLarge = await postCallback(`oid=${'x'.repeat(20_000)}`);
    const get = await fetch(`${platform.bff.url}/payments/cmi/callback`, { headers: { Accept: 'text/html' } });
    const garbage = await postCallback('oid=nothing&HASH=abc');
    // Another charset than the UTF-8 CMI is asked for is no error of ours: judged by its hash like any callback.
    const latin1 = await postCallback('oid=caf%E9&HASH=abc', 'application/x-www-form-urlencoded; charset=ISO-8859-1');
    const latin1Return = await returnFrom('ok', { oid: 'café' }, 'application/x-www-form-urlencoded; charset=ISO-8859-1');

    expect([json.status, await json.text()]).toEqual([415, 'FAILURE']);
    expect([tooLarge.status, await tooLarge.text()]).toEqual([413, 'FAILURE']);
    expect([get.status, await get.text()]).toEqual([405, 'FAILURE']);
    expect([garbage.status, garbage.headers.get('content-type'), await garbage.text()]).toEqual([
      200,
      'text/plain; charset=utf-8',
      'FAILURE',
    ]);
    expect([latin1.status, await latin1.text()]).toEqual([200, 'FAILURE']);
    // The return reads latin-1 too (body-parser does): its order id is then no order of ours.
    expect([latin1Return.status, latin1Return.headers.get('location')]).toEqual([303, '/applications']);
  });

  it('answers FAILURE with a 503 when the api cannot be reached, for CMI to call again', async () => {
    const bff = await startTestBff('http://127.0.0.1:9', { UPSTREAM_TIMEOUT_MS: '300' });
    try {
      const answer = await fetch(`${bff.url}/payments/cmi/callback`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'oid=B7K2M9QX-0123456789ab&HASH=abc',
      });

      expect([answer.status, await answer.text()]).toEqual([503, 'FAILURE']);
    } finally {
      await bff.close();
    }
  });

  it('answers where card payment is not configured without a server error', async () => {
    const answer = await fetch(`${withoutCard.bff.url}/payments/cmi/callback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'oid=B7K2M9QX-0123456789ab&HASH=abc',
    });

    expect([answer.status, await answer.text()]).toEqual([404, 'FAILURE']);
  });
});
