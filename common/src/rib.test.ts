import { describe, expect, it } from 'vitest';
import { formatRib, readRib, ribKey } from './rib.ts';

// Published RIBs: the SWIFT IBAN registry's Moroccan example and Bank Al-Maghrib's earthquake fund.
const SWIFT_EXAMPLE = '011519000001205000534921';
const EARTHQUAKE_FUND = '001810007800020110620318';

/** The key by its definition, independently of ribKey: 97 minus the 22 digits followed by 00, mod 97. */
const keyByDefinition = (digits: string) => String(97n - ((BigInt(digits) * 100n) % 97n)).padStart(2, '0');

/** Every RIB one digit away from `rib`. */
function oneDigitTypos(rib: string): string[] {
  const typos: string[] = [];
  for (let position = 0; position < rib.length; position += 1) {
    for (const digit of '0123456789') {
      if (digit !== rib[position]) typos.push(rib.slice(0, position) + digit + rib.slice(position + 1));
    }
  }
  return typos;
}

describe('readRib', () => {
  it('reads published RIBs and splits them into bank, city, account and key', () => {
    expect(readRib(SWIFT_EXAMPLE)).toEqual({
      rib: SWIFT_EXAMPLE,
      bank: '011',
      city: '519',
      account: '0000012050005349',
      key: '21',
    });
    expect(readRib('001 810 00 780 002 011 062 03 18')?.key).toBe('18');
  });

  it('accepts a RIB whose key it computed, written with spaces or dashes', () => {
    const digits = '0077800001234567890123';
    const key = keyByDefinition(digits);

    expect(key).toBe('96');
    expect(ribKey(digits)).toBe(key);
    expect(readRib(`007 780 0001234567890123 ${key}`)?.rib).toBe(`${digits}${key}`);
    expect(readRib(`007-780-0001234567890123-${key}`)?.account).toBe('0001234567890123');
    expect(readRib(`\u00a0007\u00a0780\u00a00001234567890123\u00a0${key}\n`)?.bank).toBe('007');
  });

  it('computes keys as the definition does, 01 to 97 and never 00', () => {
    const bodies = Array.from({ length: 2_000 }, (_, index) =>
      String(BigInt(index) * 4_999_999_999_999_999_937n)
        .padStart(22, '0')
        .slice(-22),
    );
    for (const digits of bodies) expect(ribKey(digits), digits).toBe(keyByDefinition(digits));
    // A body that is already a multiple of 97 gets key 97, the only way to write it.
    const multiple = String(97n * 10n ** 19n).padStart(22, '0');
    expect(ribKey(multiple)).toBe('97');
    expect(readRib(`${multiple}97`)).not.toBeNull();
    expect(readRib(`${multiple}00`)).toBeNull();
  });

  it('refuses a RIB with one digit mistyped or two neighbours swapped', () => {
    for (const rib of [SWIFT_EXAMPLE, EARTHQUAKE_FUND]) {
      for (const typo of oneDigitTypos(rib)) expect(readRib(typo), typo).toBeNull();
      for (let position = 0; position < rib.length - 1; position += 1) {
        const swapped = rib.slice(0, position) + rib[position + 1] + rib[position] + rib.slice(position + 2);
        if (swapped !== rib) expect(readRib(swapped), swapped).toBeNull();
      }
    }
    // The RIB whose key was computed above, a 9 of its account read as a 4.
    expect(readRib('007 780 0001234567840123 96')).toBeNull();
  });

  it('refuses what is not 24 digits', () => {
    expect(readRib('')).toBeNull();
    expect(readRib(SWIFT_EXAMPLE.slice(1))).toBeNull();
    expect(readRib(`${SWIFT_EXAMPLE}0`)).toBeNull();
    expect(readRib(`MA64${SWIFT_EXAMPLE}`)).toBeNull();
    expect(readRib(SWIFT_EXAMPLE.replace('5', 'S'))).toBeNull();
    expect(readRib(SWIFT_EXAMPLE.replace(/^(\d{3})/, '$1.'))).toBeNull();
  });

  it('refuses to compute a key from anything but 22 digits', () => {
    expect(() => ribKey('123')).toThrow(RangeError);
    expect(() => ribKey('00778000012345678901x3')).toThrow(RangeError);
  });
});

describe('formatRib', () => {
  it('groups bank, city, account and key as attestations print them', () => {
    expect(formatRib(SWIFT_EXAMPLE)).toBe('011 519 0000012050005349 21');
    expect(formatRib('001 810 00 780 002 011 062 03 18')).toBe('001 810 0078000201106203 18');
  });

  it('groups a RIB being typed as far as it goes', () => {
    expect(formatRib('')).toBe('');
    expect(formatRib('00')).toBe('00');
    expect(formatRib('0077')).toBe('007 7');
    expect(formatRib('0077800001')).toBe('007 780 0001');
    expect(formatRib(`${SWIFT_EXAMPLE}999`)).toBe('011 519 0000012050005349 21');
  });

  it('gives back what readRib reads', () => {
    const rib = readRib(formatRib(EARTHQUAKE_FUND));
    expect(rib?.rib).toBe(EARTHQUAKE_FUND);
  });
});
