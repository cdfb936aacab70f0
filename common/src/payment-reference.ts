// A payment's reference (docs/payments.md, "References"): what a student copies into a bank
// transfer's label and what the statement import finds again. `B`, six characters of Crockford's
// base 32 (no I, L, O or U, which read as 1, 1, 0 and V) and a check character of Damm's algorithm
// over the same alphabet: any single mistyped character and any swap of two neighbours gives a
// reference whose check fails, so a typo never lands on another student's payment.

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RADIX = ALPHABET.length;
const BODY_LENGTH = 6;
const PREFIX = 'B';

/** How many references there can be: one per number below it, each used once. */
export const PAYMENT_REFERENCE_CAPACITY = RADIX ** BODY_LENGTH;

// An odd multiplier is a bijection modulo a power of two: consecutive numbers get unrelated-looking
// references, and two numbers never share one.
const SCRAMBLE = 0x2f_3a_5b;
const OFFSET = 0x1_2345;

/** A reference as written: `B` then seven characters, e.g. `B4K7M2QX`. */
export const PAYMENT_REFERENCE_PATTERN = /^B[0-9A-HJKMNP-TV-Z]{7}$/;

// Damm's quasigroup of order 32: x * y = 2x + y in the field GF(32) (x⁵ + x² + 1), weakly totally
// anti-symmetric because 2 is neither 0 nor 1 there.
const FIELD_MODULUS = 0b100101;
const twice = (value: number) => (value & 0b10000 ? (value << 1) ^ FIELD_MODULUS : value << 1);

/** The check character of `body`: the one that brings Damm's interim value back to 0. */
function checkCharacter(body: string): string {
  let interim = 0;
  for (const character of body) interim = twice(interim) ^ ALPHABET.indexOf(character);
  return ALPHABET.charAt(twice(interim));
}

/**
 * The reference of the `number`th payment (a database sequence's value: never reused, even after a
 * deletion), from 1 up to PAYMENT_REFERENCE_CAPACITY - 1.
 */
export function paymentReference(number: number): string {
  if (!Number.isInteger(number) || number < 1 || number >= PAYMENT_REFERENCE_CAPACITY) {
    throw new RangeError(`No payment reference for ${number}`);
  }
  let value = Number((BigInt(number) * BigInt(SCRAMBLE) + BigInt(OFFSET)) % BigInt(PAYMENT_REFERENCE_CAPACITY));
  let body = '';
  for (let index = 0; index < BODY_LENGTH; index += 1) {
    body = ALPHABET.charAt(value % RADIX) + body;
    value = Math.floor(value / RADIX);
  }
  return `${PREFIX}${body}${checkCharacter(body)}`;
}

/**
 * `text` as a reference if it is one, read as people write them: any case, spaces and dashes
 * ignored, O read as 0 and I or L as 1; null when it is not one or its check character fails.
 */
export function readPaymentReference(text: string): string | null {
  const written = text
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (!PAYMENT_REFERENCE_PATTERN.test(written)) return null;
  const body = written.slice(PREFIX.length, PREFIX.length + BODY_LENGTH);
  return checkCharacter(body) === written.at(-1) ? written : null;
}

/**
 * Every valid reference written in a bank statement's label, in order and once each: banks cut,
 * join and pad labels ("VIR M CHRAIBI REF:B4K7M2QX BOURSE"), so each eight characters starting with
 * a B count, whatever surrounds them.
 */
export function paymentReferencesIn(label: string): string[] {
  const text = label.toUpperCase();
  const found = new Set<string>();
  for (let start = text.indexOf(PREFIX); start !== -1; start = text.indexOf(PREFIX, start + 1)) {
    const reference = readPaymentReference(text.slice(start, start + PREFIX.length + BODY_LENGTH + 1));
    if (reference) found.add(reference);
  }
  return [...found];
}
