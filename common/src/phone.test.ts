import { describe, expect, it } from 'vitest';
import { formatMoroccanPhone, normaliseMoroccanPhone, phoneOperator, validateMoroccanPhone } from './phone.ts';

describe('formatMoroccanPhone', () => {
  it('prefixes +212 and groups the digits', () => {
    expect(formatMoroccanPhone('612345678')).toBe('+212 6 12 34 56 78');
  });
  it('strips a leading 0 or 212', () => {
    expect(formatMoroccanPhone('0612345678')).toBe('+212 6 12 34 56 78');
    expect(formatMoroccanPhone('+212612345678')).toBe('+212 6 12 34 56 78');
  });
  /** What the field shows after each key, feeding it back its own value as a browser does. */
  const typeKeyByKey = (keys: string) =>
    [...keys].reduce((shown, key) => formatMoroccanPhone(shown + key), '');

  it.each(['+212612345678', '212612345678', '0612345678', '612345678', '+2120612345678'])(
    'gives the same number typed key by key as %s',
    (keys) => {
      expect(typeKeyByKey(keys)).toBe('+212 6 12 34 56 78');
      expect(validateMoroccanPhone(typeKeyByKey(keys))).toBeNull();
    },
  );
  it('strips a 212 or a 0 pasted after the +212 the field wrote', () => {
    expect(formatMoroccanPhone('+212 212612345678')).toBe('+212 6 12 34 56 78');
    expect(formatMoroccanPhone('+212 0612345678')).toBe('+212 6 12 34 56 78');
  });
  it('never exceeds 18 characters', () => {
    expect(formatMoroccanPhone('06123456789999').length).toBeLessThanOrEqual(18);
  });
  it('keeps an empty input empty', () => {
    expect(formatMoroccanPhone('')).toBe('');
  });
});

describe('validateMoroccanPhone', () => {
  it('accepts 9 digits starting with 5, 6 or 7', () => {
    expect(validateMoroccanPhone('+212 6 12 34 56 78')).toBeNull();
    expect(validateMoroccanPhone('+212 5 22 34 56 78')).toBeNull();
    expect(validateMoroccanPhone('+212712345678')).toBeNull();
  });
  it('requires a number', () => {
    expect(validateMoroccanPhone('')).toBe('PHONE_REQUIRED');
    expect(validateMoroccanPhone('+212 ')).toBe('PHONE_REQUIRED');
  });
  it('needs 9 digits after 212', () => {
    expect(validateMoroccanPhone('+212 6 12 34')).toBe('PHONE_NINE_DIGITS');
    expect(validateMoroccanPhone('+212 6 12 34 56 78 9')).toBe('PHONE_NINE_DIGITS');
  });
  it('accepts a leading 0, 212 or +212 however it arrives, and nothing but digits', () => {
    expect(validateMoroccanPhone('0612345678')).toBeNull();
    expect(validateMoroccanPhone('+212 0612345678')).toBeNull();
    expect(validateMoroccanPhone('06-12-34-56-78')).toBe('PHONE_NINE_DIGITS');
  });
  it('needs a first digit of 5, 6 or 7', () => {
    expect(validateMoroccanPhone('+212 8 12 34 56 78')).toBe('PHONE_FIRST_DIGIT');
  });
});

describe('phone helpers', () => {
  it('normalises to +212 and nine digits', () => {
    expect(normaliseMoroccanPhone('06 12 34 56 78')).toBe('+212612345678');
  });
  it('infers the operator or a landline', () => {
    expect(phoneOperator('+212 6 61 00 00 00')).toBe('Maroc Telecom');
    expect(phoneOperator('+212 5 22 00 00 00')).toBe('landline');
  });
});
