import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPaymentReference } from '@bourses/common/payment-reference';
import { referenceReservationAnswerSchema } from '#api/contract.ts';
import { purgeExpiredReservations, RESERVATION_KEPT_MS } from '#api/payments/registration-reference.ts';
import { GENEROUS_MAIL_LIMITS, postRegistration, registeredUser, registrationFields } from '../factories/auth.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ ...GENEROUS_MAIL_LIMITS, REFERENCES_PER_ADDRESS_PER_HOUR: '6' });
});
afterAll(() => api.close());

const reserve = async () => {
  const { body } = await api.http.post('/api/payments/registration-reference').expect(201);
  // The bff reads it with the contract's schema: nothing more, nothing less.
  return referenceReservationAnswerSchema.strict().parse(body.data);
};

/** Registers with the reference a form showed, and answers the reference the registration's payment got. */
async function registerWith(reservation: { reference: string; token: string }): Promise<string> {
  const fields = registrationFields({ paymentReference: reservation.reference, paymentReferenceToken: reservation.token });
  await postRegistration(api, fields).expect(201);
  const payment = await api.context.db
    .selectFrom('payments')
    .select('reference')
    .where('userId', '=', (await registeredUser(api, fields.email ?? '')).id)
    .where('kind', '=', 'registration')
    .executeTakeFirstOrThrow();
  return payment.reference;
}

const reservations = () => api.context.db.selectFrom('paymentReferenceReservations').selectAll().execute();

describe('the registration form’s payment reference (docs/payments.md, References)', () => {
  it('is reserved for a visitor and becomes the reference of the payment of the registration that brings its token', async () => {
    const reservation = await reserve();

    expect(readPaymentReference(reservation.reference)).toBe(reservation.reference);
    expect(reservation.token.length).toBeGreaterThanOrEqual(40);
    expect(await registerWith(reservation)).toBe(reservation.reference);
    expect((await reservations()).map((row) => row.reference)).not.toContain(reservation.reference);
  });

  it('is claimed once: a second registration with the same token gets a reference of its own', async () => {
    const reservation = await reserve();
    await registerWith(reservation);

    const second = await registerWith(reservation);

    expect(second).not.toBe(reservation.reference);
    expect(readPaymentReference(second)).toBe(second);
  });

  it('stays its form’s: another token cannot claim it, and the form’s own still can', async () => {
    const reservation = await reserve();
    const other = await reserve();

    const stolen = await registerWith({ reference: reservation.reference, token: other.token });

    expect(stolen).not.toBe(reservation.reference);
    expect(await registerWith(reservation)).toBe(reservation.reference);
  });

  it('is stored as the token’s hash only', async () => {
    const reservation = await reserve();

    const row = (await reservations()).find((stored) => stored.reference === reservation.reference);

    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await reservations())).not.toContain(reservation.token);
  });

  it('expires after sixty days: the registration gets a new reference and the hourly purge removes it', async () => {
    const reservation = await reserve();
    api.clock.advance(RESERVATION_KEPT_MS + 1000);
    try {
      expect(await registerWith(reservation)).not.toBe(reservation.reference);
      expect(await purgeExpiredReservations(api.context.db, api.clock.now())).toBeGreaterThanOrEqual(1);
      expect((await reservations()).map((row) => row.reference)).not.toContain(reservation.reference);
    } finally {
      api.clock.advance(-(RESERVATION_KEPT_MS + 1000));
    }
  });

  it('is limited per client address: past the hour’s budget the answer says to wait, in the caller’s language', async () => {
    // Six an hour here: whatever the tests above reserved, the seventh at the latest is refused.
    const answers = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      answers.push(await api.http.post('/api/payments/registration-reference').set('Accept-Language', 'ar'));
    }

    const refused = answers.at(-1);
    expect(answers.filter((answer) => answer.status !== 201 && answer.status !== 429)).toEqual([]);
    expect(refused?.body.code).toBe('TOO_MANY_REQUESTS');
    expect(refused?.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });
});
