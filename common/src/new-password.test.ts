import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from './limits.ts';
import { newPasswordProblems } from './new-password.ts';

describe('newPasswordProblems', () => {
  it('accepts a password of the minimum length typed twice the same', () => {
    const password = 'a'.repeat(PASSWORD_MIN_LENGTH);

    expect(newPasswordProblems(password, password)).toEqual({});
  });

  it('finds a password one character short', () => {
    expect(newPasswordProblems('a'.repeat(PASSWORD_MIN_LENGTH - 1))).toEqual({ password: 'TOO_SHORT' });
  });

  it('finds a confirmation that differs, even by case or a space', () => {
    expect(newPasswordProblems('Motdepasse2026', 'motdepasse2026')).toEqual({ confirmation: 'PASSWORDS_DIFFER' });
    expect(newPasswordProblems('Motdepasse2026', 'Motdepasse2026 ')).toEqual({ confirmation: 'PASSWORDS_DIFFER' });
  });

  it('does not check a confirmation that was not sent', () => {
    expect(newPasswordProblems('Motdepasse2026', undefined)).toEqual({});
  });
});
