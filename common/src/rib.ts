// A Moroccan RIB (relevé d'identité bancaire): the 24 digits that name the account a student pays
// into, as banks print them: bank code (3), city code (3), account number (16), RIB key (2).
//
// The key is the French RIB key's rule, "the whole number is a multiple of 97, key from 01 to 97"
// (fr.wikipedia.org/wiki/Clé_RIB: K = 97 - ((89·B + 15·G + 3·C) mod 97)). Its weights 89, 15, 3
// are 10^18, 10^13, 10^2 mod 97 for France's 5 + 5 + 11 digits; Morocco's 3 + 3 + 16 give
// 10^21, 10^18, 10^2 = 51, 89, 3, so the key is computed over the 22 digits read as one number.
// Checked on two published Moroccan RIBs: the SWIFT IBAN registry's example
// (MA64 011519000001205000534921, as in globalcitizen/php-iban's registry.txt) and Bank
// Al-Maghrib's account for the 2023 earthquake fund (001 810 0078000201106203 18). Any one
// mistyped digit, and any swap of two neighbours, breaks the key.

export const RIB_LENGTH = 24;
const BANK_END = 3;
const CITY_END = 6;
const ACCOUNT_END = 22;

/** A RIB read from what someone typed or pasted, split as banks print it. */
export interface Rib {
  /** The 24 digits, nothing else. */
  rib: string;
  bank: string;
  city: string;
  account: string;
  key: string;
}

/** The RIB key of the first 22 digits (bank, city, account): two digits, from 01 to 97. */
export function ribKey(digits: string): string {
  if (!/^\d{22}$/.test(digits)) throw new RangeError(`A RIB key needs 22 digits, not "${digits}"`);
  // The remainder digit by digit: 22 digits are past Number's exact integers.
  let remainder = 0;
  for (const digit of `${digits}00`) remainder = (remainder * 10 + Number(digit)) % 97;
  return String(97 - remainder).padStart(2, '0');
}

/**
 * `text` as a RIB if it is one: 24 digits once spaces and dashes are set aside, whose key is
 * right; null otherwise (a mistyped RIB sends a transfer to nobody, or to someone else).
 */
export function readRib(text: string): Rib | null {
  const rib = text.replace(/[\s\-‐‑–—]/g, '');
  if (!/^\d{24}$/.test(rib)) return null;
  const key = rib.slice(ACCOUNT_END);
  if (ribKey(rib.slice(0, ACCOUNT_END)) !== key) return null;
  return {
    rib,
    bank: rib.slice(0, BANK_END),
    city: rib.slice(BANK_END, CITY_END),
    account: rib.slice(CITY_END, ACCOUNT_END),
    key,
  };
}

/**
 * The RIB as Moroccan bank attestations lay it out, code banque, code ville, numéro de compte,
 * clé: `007 780 0001234567890123 96` (the SWIFT registry cuts the same digits 3 + 5 + 14 + 2, its
 * branch being city and agency). Anything but digits is dropped and a partial RIB is grouped
 * as far as it goes, so a form can format it while it is typed.
 */
export function formatRib(rib: string): string {
  const digits = rib.replace(/\D/g, '').slice(0, RIB_LENGTH);
  return [
    digits.slice(0, BANK_END),
    digits.slice(BANK_END, CITY_END),
    digits.slice(CITY_END, ACCOUNT_END),
    digits.slice(ACCOUNT_END),
  ]
    .filter((group) => group !== '')
    .join(' ');
}
