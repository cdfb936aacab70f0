// The Moroccan phone rule, shared by the register form and the api.

export const PHONE_INPUT_MAX_LENGTH = 18;
const COUNTRY_CODE = '212';
const PREFIX = `+${COUNTRY_CODE} `;

export type PhoneError = 'PHONE_REQUIRED' | 'PHONE_NINE_DIGITS' | 'PHONE_FIRST_DIGIT';
export type PhoneOperator = 'Orange' | 'Inwi' | 'Maroc Telecom' | 'landline';

/**
 * The national digits of what was typed: a leading 0, 212 or +212 stripped however it arrives,
 * typed or pasted, before or after the '+212 ' the field writes itself.
 */
function typedNational(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (input.trimStart().startsWith(PREFIX)) digits = digits.slice(COUNTRY_CODE.length);
  if (digits.startsWith(COUNTRY_CODE)) return digits.slice(COUNTRY_CODE.length);
  if (digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** The nine national digits of what was typed, without 212 or a leading 0. */
export function nationalDigits(input: string): string {
  return typedNational(input).slice(0, 9);
}

/** Formats typing as '+212 6 12 34 56 78', at most 18 characters. */
export function formatMoroccanPhone(input: string): string {
  const digits = nationalDigits(input);
  if (digits.length === 0) return input.trim() === '' ? '' : PREFIX;
  // No national number starts with 2: '2' and '21' are a country code being typed key by key,
  // kept as typed until its 2 arrives and the whole code is stripped.
  if (COUNTRY_CODE.startsWith(digits)) return PREFIX + digits;
  const groups = [digits.slice(0, 1), ...(digits.slice(1).match(/.{1,2}/g) ?? [])];
  return (PREFIX + groups.join(' ')).slice(0, PHONE_INPUT_MAX_LENGTH);
}

/** Validates as the spec says: strip spaces and plus signs, 9 digits after 212, first digit 5, 6 or 7. */
export function validateMoroccanPhone(input: string): PhoneError | null {
  const compact = input.replace(/[\s+]/g, '');
  if (compact === '' || compact === COUNTRY_CODE) return 'PHONE_REQUIRED';
  if (!/^\d+$/.test(compact)) return 'PHONE_NINE_DIGITS';
  const national = typedNational(input);
  if (!/^\d{9}$/.test(national)) return 'PHONE_NINE_DIGITS';
  if (!/^[567]/.test(national)) return 'PHONE_FIRST_DIGIT';
  return null;
}

/** The canonical stored form: +212 followed by the nine digits. */
export function normaliseMoroccanPhone(input: string): string {
  return `+212${nationalDigits(input)}`;
}

// Prefixes as allocated by the ANRT; the spec leaves the mapping open.
const OPERATOR_PREFIXES: Record<string, PhoneOperator> = {
  '60': 'Inwi', '61': 'Maroc Telecom', '62': 'Maroc Telecom', '63': 'Inwi', '64': 'Orange', '65': 'Orange',
  '66': 'Maroc Telecom', '67': 'Maroc Telecom', '68': 'Maroc Telecom', '69': 'Orange',
  '70': 'Inwi', '71': 'Maroc Telecom', '72': 'Inwi', '77': 'Orange', '78': 'Orange',
};

/** The operator guessed from the first two national digits; 5 means a landline. */
export function phoneOperator(input: string): PhoneOperator | null {
  const digits = nationalDigits(input);
  if (digits.startsWith('5')) return 'landline';
  return OPERATOR_PREFIXES[digits.slice(0, 2)] ?? null;
}
