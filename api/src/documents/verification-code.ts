import { randomBytes } from 'node:crypto';

// The code printed on every official document (docs/documents.md, "Issuing"): 12
// characters of Crockford's base32 (60 random bits), stored without dashes and shown in groups of
// four, XXXX-XXXX-XXXX. Crockford's alphabet leaves out I, L, O and U, so a code read aloud or
// typed from paper is normalised: case and dashes ignored, I and L read as 1, O as 0.

const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 12;
const GROUP = 4;

/** A fresh code from the system's secure random bytes, as stored: `K7QF3MXP9TZA`. */
export function newVerificationCode(): string {
  // 5 bits a character: 60 bits, taken from 8 random bytes.
  let bits = randomBytes(8).readBigUInt64BE() >> 4n;
  let code = '';
  for (let index = 0; index < CODE_LENGTH; index += 1) {
    code = CROCKFORD_ALPHABET.charAt(Number(bits & 31n)) + code;
    bits >>= 5n;
  }
  return code;
}

/** A stored code as printed: `K7QF-3MXP-9TZA`. */
export function formatVerificationCode(code: string): string {
  return code.match(new RegExp(`.{1,${GROUP}}`, 'g'))?.join('-') ?? code;
}

/** What someone typed, as stored: upper case, without dashes or spaces, I and L read as 1, O as 0. */
export function normalizeVerificationCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
}
