// A password made of its owner's name or e-mail address is among the first an attacker tries
// (docs/security.md, "Passwords"): "Bennani2024" for Salma Bennani.
import { foldedText } from './folded-text.ts';

/** What the account says about its owner; a missing part is not checked. */
export interface PasswordOwner {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
}

/** Shorter parts ("Li", an initial) say too little about the owner to be taken out of a password. */
const PART_MIN_LENGTH = 3;
/** Fewer letters than this left once the owner's parts are taken out: the password is made of them. */
const OTHER_LETTERS_MIN = 4;

const SEPARATORS = /[^\p{L}\p{N}]+/u;

/** The names and the address's local part, each whole and word by word, and the address; longest first. */
function ownerParts({ firstName = '', lastName = '', email = '' }: PasswordOwner): string[] {
  const address = foldedText(email.trim());
  const localPart = address.split('@')[0] ?? '';
  const wholes = [foldedText(firstName.trim()), foldedText(lastName.trim()), localPart];
  const parts = [address, ...wholes.flatMap((whole) => [whole, ...whole.split(SEPARATORS)])];
  return [...new Set(parts)]
    .filter((part) => [...part].length >= PART_MIN_LENGTH)
    .sort((a, b) => b.length - a.length);
}

/**
 * True when the password, read loosely (common/src/folded-text.ts), holds the owner's first name, last
 * name or address (or its local part) and hardly anything else: fewer than OTHER_LETTERS_MIN other
 * letters, whatever digits and symbols surround them.
 */
export function isPersonalPassword(password: string, owner: PasswordOwner): boolean {
  let rest = foldedText(password);
  let found = false;
  for (const part of ownerParts(owner)) {
    if (!rest.includes(part)) continue;
    found = true;
    rest = rest.replaceAll(part, ' ');
  }
  return found && (rest.match(/\p{L}/gu) ?? []).length < OTHER_LETTERS_MIN;
}
