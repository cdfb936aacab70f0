import { describe, expect, it } from 'vitest';
import {
  PAYMENT_REFERENCE_CAPACITY,
  PAYMENT_REFERENCE_PATTERN,
  paymentReference,
  paymentReferencesIn,
  readPaymentReference,
} from './payment-reference.ts';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const SAMPLE = Array.from({ length: 400 }, (_, index) => paymentReference(1 + index * 2_654_435));

describe('payment references', () => {
  it('gives each number its own eight-character reference, neighbours looking unrelated', () => {
    const first = Array.from({ length: 5_000 }, (_, index) => paymentReference(index + 1));

    expect(new Set(first).size).toBe(first.length);
    expect(first.every((reference) => PAYMENT_REFERENCE_PATTERN.test(reference))).toBe(true);
    expect(paymentReference(1).slice(1, 5)).not.toBe(paymentReference(2).slice(1, 5));
    expect(paymentReference(PAYMENT_REFERENCE_CAPACITY - 1)).toMatch(PAYMENT_REFERENCE_PATTERN);
    expect(() => paymentReference(0)).toThrow(RangeError);
    expect(() => paymentReference(PAYMENT_REFERENCE_CAPACITY)).toThrow(RangeError);
  });

  it('refuses every reference with one character mistyped', () => {
    for (const reference of SAMPLE) {
      for (let position = 1; position < reference.length; position += 1) {
        for (const character of ALPHABET) {
          if (character === reference[position]) continue;
          const typo = reference.slice(0, position) + character + reference.slice(position + 1);
          expect(readPaymentReference(typo), typo).toBeNull();
        }
      }
    }
  });

  it('refuses every reference with two neighbouring characters swapped', () => {
    for (const reference of SAMPLE) {
      for (let position = 1; position < reference.length - 1; position += 1) {
        const [a, b] = [reference[position], reference[position + 1]];
        if (a === b) continue;
        const swapped = `${reference.slice(0, position)}${b}${a}${reference.slice(position + 2)}`;
        expect(readPaymentReference(swapped), swapped).toBeNull();
      }
    }
  });

  it('reads a reference as people write it: any case, spaces and dashes, O for 0, I or L for 1', () => {
    const reference = SAMPLE.find((sample) => sample.includes('0') && sample.includes('1')) ?? '';
    const written = `${reference.slice(0, 4)} - ${reference.slice(4)}`.toLowerCase().replace('0', 'o').replace('1', 'l');

    expect(readPaymentReference(written)).toBe(reference);
    expect(readPaymentReference('not a reference')).toBeNull();
  });

  it('finds the references in a bank statement’s label, whatever surrounds them', () => {
    const [one = '', two = ''] = SAMPLE;

    expect(paymentReferencesIn(`VIR M CHRAIBI REF:${one}BOURSE ${two.toLowerCase()} ${one}`)).toEqual([one, two]);
    expect(paymentReferencesIn('VERSEMENT ESPECES AGENCE CASA ANFA')).toEqual([]);
  });
});
