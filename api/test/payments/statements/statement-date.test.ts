import { describe, expect, it } from 'vitest';
import { statementDate } from '#api/payments/statements/statement-date.ts';

describe('statementDate', () => {
  it.each([
    ['05/03/2024', '2024-03-05'],
    ['5/3/2024', '2024-03-05'],
    ['05-03-2024', '2024-03-05'],
    ['05.03.2024', '2024-03-05'],
    ['05/03/24', '2024-03-05'],
    ['05/03/2024 14:32:10', '2024-03-05'],
    ['2024-03-05', '2024-03-05'],
    ['2024-03-05T14:32:10Z', '2024-03-05'],
    ['29/02/2024', '2024-02-29'],
    [new Date(Date.UTC(2024, 2, 5)), '2024-03-05'],
    [45356, '2024-03-05'],
  ])('reads %j as %s', (cell, date) => {
    expect(statementDate(cell)).toBe(date);
  });

  it.each([
    ['31/02/2024'],
    ['29/02/2023'],
    ['13/13/2024'],
    ['Solde au'],
    [''],
    [null],
    ['2024/03/05x'],
    [-3],
  ])('finds no date in %j', (cell) => {
    expect(statementDate(cell)).toBeNull();
  });
});
