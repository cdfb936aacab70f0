import { describe, expect, it } from 'vitest';
import { formatMoney, moneyAmount, moneyFromAmount } from './money.ts';

// Intl writes a narrow no-break space (fr grouping) and no-break spaces before the currency.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u200f/g, '');

describe('money', () => {
  it('is written as each language writes amounts', () => {
    const fee = { centimes: 125_000, currency: 'MAD' } as const;
    expect(plain(formatMoney(fee, 'fr'))).toBe('1 250,00 MAD');
    expect(plain(formatMoney(fee, 'en'))).toBe('MAD 1,250.00');
    expect(plain(formatMoney(fee, 'ar'))).toBe('1.250,00 د.م.');
  });

  it('keeps the centimes of an amount typed with two decimals, exactly', () => {
    expect(moneyFromAmount(1250.5)).toEqual({ centimes: 125_050, currency: 'MAD' });
    expect(moneyFromAmount(0.29)).toEqual({ centimes: 29, currency: 'MAD' });
    expect(moneyFromAmount(0)).toEqual({ centimes: 0, currency: 'MAD' });
    expect(moneyAmount({ centimes: 125_050, currency: 'MAD' })).toBe(1250.5);
  });

  it('refuses what is not an amount of money', () => {
    expect(moneyFromAmount(-1)).toBeNull();
    expect(moneyFromAmount(12.345)).toBeNull();
    expect(moneyFromAmount(Number.NaN)).toBeNull();
    expect(moneyFromAmount(Number.POSITIVE_INFINITY)).toBeNull();
    expect(moneyFromAmount(1_000_000.01)).toBeNull();
  });
});
