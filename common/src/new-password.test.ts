import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.ts';
import { newPasswordProblems, normalisePassword, passwordLength, passwordTooLong } from './new-password.ts';

describe('newPasswordProblems', () => {
  it('accepts a password of the minimum length typed twice the same', () => {
    const password = 'a'.repeat(PASSWORD_MIN_LENGTH);

    expect(newPasswordProblems(password, password)).toEqual({});
  });

  it('finds a password one character short', () => {
    expect(newPasswordProblems('a'.repeat(PASSWORD_MIN_LENGTH - 1))).toEqual({ password: 'TOO_SHORT' });
  });

  it('finds a confirmation that differs, even by case or a space', () => {
    expect(newPasswordProblems('Motdepasse2026', 'motdepasse2026')).toEqual({
      confirmation: 'PASSWORDS_DIFFER',
    });
    expect(newPasswordProblems('Motdepasse2026', 'Motdepasse2026 ')).toEqual({
      confirmation: 'PASSWORDS_DIFFER',
    });
  });

  it('does not check a confirmation that was not sent', () => {
    expect(newPasswordProblems('Motdepasse2026', undefined)).toEqual({});
  });

  it('counts characters, not UTF-16 units: four emoji are four characters, too short', () => {
    expect(newPasswordProblems('🌴🐪🌙⭐')).toEqual({ password: 'TOO_SHORT' });
    expect(newPasswordProblems('كلمة سر طويلة')).toEqual({});
  });

  it('sees the same password in an NFKC-equivalent confirmation', () => {
    expect(newPasswordProblems('Ｔａｆｒａｏｕｔ', 'Tafraout')).toEqual({});
  });
});

describe('normalisePassword', () => {
  it('gives full-width letters, ligatures and decomposed accents their usual form, keeping case and spaces', () => {
    expect(normalisePassword('Ｓａｌａｍ ﬁn ')).toBe('Salam fin ');
    expect(normalisePassword('e\u0301te\u0301')).toBe('été');
  });
});

describe('passwordTooLong', () => {
  it('accepts PASSWORD_MAX_LENGTH characters of any script and refuses one more', () => {
    const passphrase = 'جملة سرية طويلة جدا '.repeat(7).slice(0, PASSWORD_MAX_LENGTH);

    expect(passwordLength(passphrase)).toBe(PASSWORD_MAX_LENGTH);
    expect(passwordTooLong(passphrase)).toBe(false);
    expect(passwordTooLong(`${passphrase}x`)).toBe(true);
  });

  it('counts an emoji as one character', () => {
    expect(passwordTooLong('🌴'.repeat(PASSWORD_MAX_LENGTH))).toBe(false);
    expect(passwordTooLong('🌴'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe(true);
  });
});
