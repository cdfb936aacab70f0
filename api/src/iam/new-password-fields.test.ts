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
    expect(refusals({ newPassword: 'Motdepas', confirmPassword: 'Motdepas' })).toBeUndefined();
    expect(refusals({ newPassword: 'Motdepas' })).toBeUndefined();
  });

  it('asks for an empty or missing password rather than calling it short', () => {
    expect(refusals({ newPassword: '' })).toEqual({ newPassword: 'NEW_PASSWORD_REQUIRED' });
    expect(refusals({})).toEqual({ newPassword: 'NEW_PASSWORD_REQUIRED' });
  });

  it('refuses 7 characters', () => {
    expect(refusals({ newPassword: 'Motdepa' })).toEqual({ newPassword: 'NEW_PASSWORD_TOO_SHORT' });
  });

  it('refuses a confirmation that differs', () => {
    expect(refusals({ newPassword: 'Motdepasse2026', confirmPassword: 'Motdepasse2025' })).toEqual({
      confirmPassword: 'PASSWORDS_DO_NOT_MATCH',
    });
  });
});
