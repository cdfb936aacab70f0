import { describe, expect, it } from 'vitest';
import { isPersonalPassword } from './personal-password.ts';

const SALMA = { firstName: 'Salma', lastName: 'Bennani', email: 'salma.b@example.ma' };

describe('isPersonalPassword', () => {
  it.each([
    'Bennani2024',
    'salma-bennani!',
    'SALMA BENNANI 1999',
    'Salma.B@example.ma',
    'bennani',
    'ｂｅｎｎａｎｉ２０２４',
  ])('finds %s made of Salma Bennani’s name or address', (password) => {
    expect(isPersonalPassword(password, SALMA)).toBe(true);
  });

  it('reads names loosely: accents, case, width and the space inside a name do not matter', () => {
    const owner = { firstName: 'Élodie', lastName: 'Aït Taleb', email: 'elodie@example.ma' };

    expect(isPersonalPassword('ELODIE-2026', owner)).toBe(true);
    expect(isPersonalPassword('aittaleb', owner)).toBe(true);
    expect(isPersonalPassword('Taleb!2026', owner)).toBe(true);
  });

  it('finds a name in Arabic script', () => {
    expect(isPersonalPassword('سلمى2024', { firstName: 'سلمى', lastName: 'بناني' })).toBe(true);
  });

  it('finds the address’s local part and its words', () => {
    const owner = { firstName: 'Karim', lastName: 'Idrissi', email: 'k.tazi-rabat@example.ma' };

    expect(isPersonalPassword('k.tazi-rabat', owner)).toBe(true);
    expect(isPersonalPassword('Rabat2026!', owner)).toBe(true);
  });

  it('accepts a passphrase that holds the name among other words', () => {
    expect(isPersonalPassword('Salma aime la mer à Agadir', SALMA)).toBe(false);
  });

  it('accepts a password that holds none of it', () => {
    expect(isPersonalPassword('Sable-Oasis-2026', SALMA)).toBe(false);
  });

  it('does not take out parts too short to say anything (an initial, a two-letter name)', () => {
    expect(isPersonalPassword('Li2024Li2024', { firstName: 'Li', lastName: 'B' })).toBe(false);
  });

  it('checks only what is known of the owner', () => {
    expect(isPersonalPassword('Bennani2024', { email: 'someone@example.ma' })).toBe(false);
  });
});
