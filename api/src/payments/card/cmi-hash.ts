import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * CMI's "ver3" signature (docs/payments.md, "Card payment (CMI)"), the same for the form the browser
 * posts and the callback CMI sends: every field's value but `hash` and `encoding` (names compared
 * without case), in the order of the names sorted case-insensitively, each with `\` and `|` escaped
 * by a backslash, joined by `|`, then `|` and the escaped store key; SHA-512, Base64.
 *
 * As the NestPay (Asseco) platform CMI runs documents it in its "Generic Hash Request Handler"
 * sample (e.g. mstgnz/gopay, provider/ziraat/ornek.php): `natcasesort` of the names, values escaped
 * `\` first then `|`, hash and encoding skipped, `hash('sha512')` packed and base64-encoded. We sort
 * by the lower-cased names' code units: natcasesort differs only on digits within names
 * ("f2" < "f10"), which none of CMI's fields have.
 */

const escaped = (value: string) => value.replaceAll('\\', '\\\\').replaceAll('|', '\\|');

const UNSIGNED = new Set(['hash', 'encoding']);

/** The text the hash is taken of. */
function plaintext(fields: Readonly<Record<string, string>>, storeKey: string): string {
  const names = Object.keys(fields)
    .filter((name) => !UNSIGNED.has(name.toLowerCase()))
    .map((name) => ({ name, key: name.toLowerCase() }))
    // Array.prototype.sort is stable: names equal but for case keep their order.
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return [...names.map(({ name }) => escaped(fields[name] ?? '')), escaped(storeKey)].join('|');
}

/** The ver3 hash of `fields` under the store key, as CMI computes it. */
export function cmiHash(fields: Readonly<Record<string, string>>, storeKey: string): string {
  return createHash('sha512').update(plaintext(fields, storeKey), 'utf8').digest('base64');
}

/** Whether `received` is the hash of `fields` (its own hash field aside), compared in constant time. */
export function isCmiHashValid(fields: Readonly<Record<string, string>>, storeKey: string, received: string): boolean {
  const expected = Buffer.from(cmiHash(fields, storeKey), 'utf8');
  const sent = Buffer.from(received, 'utf8');
  // timingSafeEqual needs equal lengths; a SHA-512 in Base64 is always 88 characters.
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
