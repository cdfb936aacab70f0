import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmiHash } from '#api/payments/card/cmi-hash.ts';
import { createUser } from '../../factories/users.ts';
import { startTestApi, type TestApi } from '../../test-api.ts';
import { startCmiGateway, type CmiGateway } from './cmi-gateway.ts';
import { applicationWithFee, CMI_ADDRESS, cmiEnv, startAttempt, STORE_KEY } from './card-steps.ts';

// The callback is public: whatever reaches it answers FAILURE (or 413 for a body no gateway sends),
// never a server error, and changes nothing. Without CMI configured nothing of card payment exists.

let api: TestApi;
let gateway: CmiGateway;
beforeAll(async () => {
  gateway = await startCmiGateway(STORE_KEY);
  api = await startTestApi(cmiEnv(gateway));
});
afterAll(async () => {
  await api.close();
  await gateway.close();
});

const callback = (body: string, type = 'application/x-www-form-urlencoded') =>
  api.http.post('/api/payments/cmi/callback').set(api.fromClient(CMI_ADDRESS)).set('Content-Type', type).send(body);

const rejections = () =>
  api.context.db.selectFrom('cardPaymentCallbacks').select(['outcome', 'reason']).orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('POST /api/payments/cmi/callback with what CMI never sends', () => {
  it.each([
    ['an empty form', '', 'missing-hash'],
    ['no hash', 'oid=B0000000-1&amount=250.00&ProcReturnCode=00&Response=Approved', 'missing-hash'],
    ['a name twice', 'oid=a&oid=b&HASH=x', 'malformed'],
    ['a NUL', 'oid=a%00&HASH=x', 'malformed'],
    ['a wrong hash', 'oid=a&HASH=xyz', 'bad-hash'],
  ])('%s: FAILURE in plain text, logged as rejected', async (_name, body, reason) => {
    const res = await callback(body).expect(200);

    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toBe('FAILURE');
    expect(await rejections()).toEqual({ outcome: 'rejected', reason });
  });

  it('answers FAILURE to a JSON body, and 413 to a body far larger than CMI’s', async () => {
    expect((await callback('{"oid":"a","HASH":"x"}', 'application/json').expect(200)).text).toBe('FAILURE');
    await callback(`oid=${'a'.repeat(20_000)}`).expect(413);
    await callback(Array.from({ length: 150 }, (_, index) => `f${index}=1`).join('&')).expect(413);
  });

  it('answers FAILURE to a signed callback without an order id', async () => {
    const fields = { amount: '250.00', currency: '504', Response: 'Approved', ProcReturnCode: '00' };

    const res = await callback(new URLSearchParams({ ...fields, HASH: cmiHash(fields, STORE_KEY) }).toString()).expect(200);

    expect(res.text).toBe('FAILURE');
    expect(await rejections()).toEqual({ outcome: 'rejected', reason: 'unknown-order' });
  });
});

describe('card payment not configured', () => {
  it('offers nothing: no attempt (404), no callback route, payments not card payable', async () => {
    const plain = await startTestApi();
    try {
      const { student, payment } = await applicationWithFee(plain);

      const res = await startAttempt(plain, student, payment.id).expect(404);
      expect(res.body.code).toBe('CARD_PAYMENT_UNAVAILABLE');
      await plain.http.post('/api/payments/cmi/callback').type('form').send('oid=a&HASH=x').expect(404);
      const mine = (await plain.http.get('/api/payments/mine').set(student.auth).expect(200)).body.data;
      expect(mine).toEqual([expect.objectContaining({ cardPayable: false })]);
      await startAttempt(plain, await createUser(plain), payment.id).expect(404);
    } finally {
      await plain.close();
    }
  });
});
