// The Moroccan phone rule, shared by the register form and the api.

export const PHONE_INPUT_MAX_LENGTH = 18;
const PREFIX = '+212 ';

export type PhoneError = 'PHONE_REQUIRED' | 'PHONE_NINE_DIGITS' | 'PHONE_FIRST_DIGIT';
export type PhoneOperator = 'Orange' | 'Inwi' | 'Maroc Telecom' | 'landline';

/** The nine national digits of what was typed, without 212 or a leading 0. */
export function nationalDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('212')) digits = digits.slice(3);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, 9);
}

/** Formats typing as '+212 6 12 34 56 78', at most 18 characters. */
export function formatMoroccanPhone(input: string): string {
  const digits = nationalDigits(input);
  if (digits.length === 0) return input.trim() === '' ? '' : PREFIX;
  const groups = [digits.slice(0, 1), ...(digits.slice(1).match(/.{1,2}/g) ?? [])];
  return (PREFIX + groups.join(' ')).slice(0, PHONE_INPUT_MAX_LENGTH);
}

/** Validates as the spec says: strip spaces and plus signs, 9 digits after 212, first digit 5, 6 or 7. */
export function validateMoroccanPhone(input: string): PhoneError | null {
  const compact = input.replace(/[\s+]/g, '');
  if (compact === '' || compact === '212') return 'PHONE_REQUIRED';
  const national = compact.startsWith('212') ? compact.slice(3) : compact.replace(/^0/, '');
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
