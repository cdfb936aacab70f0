import { randomBytes } from 'node:crypto';
import { CARD_ORDER_ID_RANDOM_DIGITS } from '@bourses/common/card-order-id';
import type { Language } from '@bourses/common/languages';
import type { CmiSettings } from '#api/config/cmi-config.ts';
import { cmiHash } from './cmi-hash.ts';

/** ISO 4217's number of the dirham, the one currency CMI is asked for. */
export const CMI_CURRENCY_MAD = '504';

/** Centimes as CMI writes an amount: two decimals and a dot (`250.00`), without a float. */
export const cmiAmount = (centimes: number): string =>
  `${Math.floor(centimes / 100)}.${String(centimes % 100).padStart(2, '0')}`;

/** A new attempt's order id: the payment's reference, '-' and 12 random hex digits (CMI's `oid`). */
export const newOrderId = (reference: string): string =>
  `${reference}-${randomBytes(CARD_ORDER_ID_RANDOM_DIGITS / 2).toString('hex')}`;

export interface CmiOrder {
  orderId: string;
  amountCentimes: number;
  /** Where the "back to the shop" link of CMI's page leads: the application, or the pending page. */
  shopPath: string;
  language: Language;
  email: string;
  name: string;
}

/** The form the student's browser posts to CMI's 3D Pay Hosting page, in CMI's order, signed (ver3). */
export function cmiForm(cmi: CmiSettings, publicWebUrl: string, order: CmiOrder) {
  const fields: [string, string][] = [
    ['clientid', cmi.clientId],
    ['storetype', '3D_PAY_HOSTING'],
    // Authorised now, captured when our callback answers ACTION=POSTAUTH: a payment we cannot record is never taken.
    ['trantype', 'PreAuth'],
    ['amount', cmiAmount(order.amountCentimes)],
    ['currency', CMI_CURRENCY_MAD],
    ['oid', order.orderId],
    ['okUrl', `${publicWebUrl}/payments/cmi/ok`],
    ['failUrl', `${publicWebUrl}/payments/cmi/fail`],
    ['callbackUrl', `${publicWebUrl}/payments/cmi/callback`],
    ['shopurl', `${publicWebUrl}${order.shopPath}`],
    ['lang', order.language],
    ['email', order.email],
    ['BillToName', order.name],
    ['rnd', randomBytes(16).toString('hex')],
    ['hashAlgorithm', 'ver3'],
    ['encoding', 'UTF-8'],
  ];
  const signed: [string, string][] = [...fields, ['hash', cmiHash(Object.fromEntries(fields), cmi.storeKey)]];
  return { action: cmi.gatewayUrl, fields: signed.map(([name, value]) => ({ name, value })) };
}
