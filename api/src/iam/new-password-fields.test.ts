import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '#api/http/app-error.ts';
import { parseInput } from '#api/http/validate.ts';
import { NEW_PASSWORD_FIELDS, newPasswordConfirmed } from './new-password-fields.ts';

const schema = z.object(NEW_PASSWORD_FIELDS).superRefine(newPasswordConfirmed);

/** The catalogue key each refused field is answered with. */
function refusals(input: unknown): Record<string, string> | undefined {
  try {
    parseInput(schema, input);
  } catch (error) {
    if (error instanceof AppError && error.fields) {
      return Object.fromEntries(Object.entries(error.fields).map(([field, { key }]) => [field, key]));
    }
  }
  return undefined;
}

describe('a new password and its confirmation', () => {
  it('accepts 8 characters typed twice the same, or once with no confirmation', () => {
    expect(refusals({ newPassword: 'Tafraout', confirmPassword: 'Tafraout' })).toBeUndefined();
    expect(refusals({ newPassword: 'Tafraout' })).toBeUndefined();
  });

  it('asks for an empty or missing password rather than calling it short', () => {
    expect(refusals({ newPassword: '' })).toEqual({ newPassword: 'NEW_PASSWORD_REQUIRED' });
    expect(refusals({})).toEqual({ newPassword: 'NEW_PASSWORD_REQUIRED' });
  });

  it('refuses 7 characters', () => {
    expect(refusals({ newPassword: 'Tafraou' })).toEqual({ newPassword: 'NEW_PASSWORD_TOO_SHORT' });
  });

  it('accepts 128 characters and refuses 129, counted once normalised', () => {
    expect(refusals({ newPassword: 'é'.repeat(128) })).toBeUndefined();
    // 128 letters typed decomposed (e and its accent apart) are 256 code points, 128 once normalised.
    expect(refusals({ newPassword: 'e\u0301'.repeat(128) })).toBeUndefined();
    expect(refusals({ newPassword: 'é'.repeat(129) })).toEqual({ newPassword: 'PASSWORD_TOO_LONG' });
    expect(refusals({ newPassword: 'x'.repeat(100_000) })).toEqual({ newPassword: 'PASSWORD_TOO_LONG' });
  });

  it('refuses a common password in any case, width or with symbols added at its end', () => {
    for (const common of ['motdepasse', 'AZERTY123', 'Password123!', 'ｐａｓｓｗｏｒｄ１２３', 'p@ssw0rd ']) {
      expect(refusals({ newPassword: common })).toEqual({ newPassword: 'PASSWORD_TOO_COMMON' });
    }
  });

  it('takes a password made of a common one and more words', () => {
    expect(refusals({ newPassword: 'password du matin à Ifrane' })).toBeUndefined();
  });

  it('refuses a confirmation that differs', () => {
    expect(refusals({ newPassword: 'Tafraout2026', confirmPassword: 'Tafraout2025' })).toEqual({
      confirmPassword: 'PASSWORDS_DO_NOT_MATCH',
    });
  });
});
