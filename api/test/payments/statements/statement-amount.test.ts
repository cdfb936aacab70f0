import { describe, expect, it } from 'vitest';
import { statementAmount } from '#api/payments/statements/statement-amount.ts';

describe('statementAmount', () => {
  it.each([
    ['1 250,00', 125_000],
    ['1\u00A0250,00', 125_000],
    ['1\u202F250,00 MAD', 125_000],
    ['1250.00', 125_000],
    ['1.250,00', 125_000],
    ['1,250.00', 125_000],
    ['1,250,000.50', 125_000_050],
    ['1250', 125_000],
    ['1.250', 125_000],
    ['1250,5', 125_050],
    ['0,75 DH', 75],
    ['MAD 300.00', 30_000],
    ['1250.000', 125_000],
    ['+1 250,00', 125_000],
    ['-1 250,00', -125_000],
    ['1 250,00-', -125_000],
    ['(1 250,00)', -125_000],
    ['\u22121 250,00', -125_000],
    [1250.5, 125_050],
  ])('reads %j as %i centimes', (cell, centimes) => {
    expect(statementAmount(cell)).toBe(centimes);
  });

  it.each([
    ['abc'],
    ['12,50,00'],
    ['1.25.0'],
    ['1250,005'],
    ['1,2345.00'],
    ['1250,'],
    ['12/01/2024'],
    [1250.005],
  ])('refuses %j', (cell) => {
    expect(statementAmount(cell)).toBe('INVALID');
  });

  it('tells an empty cell from a wrong one', () => {
    expect(statementAmount(null)).toBe('EMPTY');
    expect(statementAmount('  ')).toBe('EMPTY');
    expect(statementAmount('DH')).toBe('EMPTY');
    expect(statementAmount(' - ')).toBe('EMPTY');
  });
});
