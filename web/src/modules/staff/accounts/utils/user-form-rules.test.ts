import { describe, expect, it } from 'vitest';
import {
  EMPTY_USER_FORM,
  validateUserForm,
  type UserFormValues,
} from '@/modules/staff/accounts/utils/user-form-rules';

const makeValues = (overrides: Partial<UserFormValues> = {}): UserFormValues => ({
  firstName: 'Salma',
  lastName: 'Alaoui',
  email: 'salma@example.ma',
  phoneNumber: '+212 6 12 34 56 78',
  password: 'motdepasse1',
  role: 'AGENT',
  ...overrides,
});

describe('the create / edit user form', () => {
  it('accepts a complete new user', () => {
    expect(validateUserForm(makeValues(), 'create')).toEqual({});
  });

  it('requires every field of a new user', () => {
    expect(validateUserForm(EMPTY_USER_FORM, 'create')).toEqual({
      firstName: 'REQUIRED',
      lastName: 'REQUIRED',
      email: 'REQUIRED',
      phoneNumber: 'PHONE_REQUIRED',
      password: 'REQUIRED',
    });
  });

  it('rejects a malformed e-mail, a short password and a phone not starting with 5, 6 or 7', () => {
    const errors = validateUserForm(
      makeValues({ email: 'salma@', password: 'court', phoneNumber: '+212 8 12 34 56 78' }),
      'create',
    );

    expect(errors).toEqual({
      email: 'EMAIL_INVALID',
      password: 'PASSWORD_TOO_SHORT',
      phoneNumber: 'PHONE_FIRST_DIGIT',
    });
  });

  it('does not ask for a password when editing', () => {
    expect(validateUserForm(makeValues({ password: '' }), 'edit')).toEqual({});
  });
});
