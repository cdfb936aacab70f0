import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isCountryCode } from './country-codes.ts';

describe('isCountryCode', () => {
  it('accepts the ISO 3166-1 alpha-2 codes, in capitals, and nothing else', () => {
    expect(COUNTRY_CODES).toHaveLength(248);
    expect(isCountryCode('MA')).toBe(true);
    expect(isCountryCode('ma')).toBe(false);
    expect(isCountryCode('EU')).toBe(false);
    expect(isCountryCode('EH')).toBe(false);
    expect(isCountryCode('Espagne')).toBe(false);
  });

  it('has a name for every code, in every language of the platform', () => {
    const names = new Intl.DisplayNames(['ar'], { type: 'region', fallback: 'none' });
    expect(COUNTRY_CODES.filter((code) => !names.of(code))).toEqual([]);
  });
});
