/** The digits of a time-based code: six, as every authenticator app shows them. */
export const ONE_TIME_CODE_LENGTH = 6;

// Arabic-Indic (U+0660…) and Eastern Arabic-Indic (U+06F0…) digits, as a phone's Arabic keyboard types them.
const DIGIT_BLOCKS = [0x0660, 0x06f0];

function latinDigits(text: string): string {
  return Array.from(text, (character) => {
    const code = character.codePointAt(0) ?? 0;
    const block = DIGIT_BLOCKS.find((start) => code >= start && code <= start + 9);
    return block === undefined ? character : String(code - block);
  }).join('');
}

/** A typed code as the server reads it: Latin digits only (spaces and other marks dropped), six at most. */
export function normaliseOneTimeCode(typed: string): string {
  return latinDigits(typed).replace(/\D/g, '').slice(0, ONE_TIME_CODE_LENGTH);
}

/** A recovery code as the server reads it: no spaces around it, Latin digits for Arabic ones. */
export function normaliseRecoveryCode(typed: string): string {
  return latinDigits(typed.trim());
}
