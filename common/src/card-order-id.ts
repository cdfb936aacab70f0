import { PAYMENT_REFERENCE_PATTERN } from './payment-reference.ts';

/** Random hex digits after the reference: each card attempt at CMI has its own order id. */
export const CARD_ORDER_ID_RANDOM_DIGITS = 12;

// A card attempt's order id (CMI's `oid`, docs/payments.md, "Card payment (CMI)"): the payment's
// reference, '-' and the random digits. The api makes them; the api and the bff look one up only
// when it has this shape: anything else names no attempt.
const CARD_ORDER_ID_PATTERN = new RegExp(
  `^${PAYMENT_REFERENCE_PATTERN.source.slice(1, -1)}-[0-9a-f]{${CARD_ORDER_ID_RANDOM_DIGITS}}$`,
);

export const isCardOrderId = (value: unknown): value is string =>
  typeof value === 'string' && CARD_ORDER_ID_PATTERN.test(value);
