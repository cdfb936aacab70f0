import { newPasswordProblems } from '@bourses/common/new-password';
import { validateMoroccanPhone, type PhoneError } from '@bourses/common/phone';
import type { Role } from '@bourses/common/statuses';

export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** Only when creating. */
  password: string;
  role: Role;
}

export type UserFormError = 'REQUIRED' | 'EMAIL_INVALID' | 'PASSWORD_TOO_SHORT' | PhoneError;
export type UserFormErrors = Partial<Record<keyof UserFormValues, UserFormError>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMPTY_USER_FORM: UserFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  password: '',
  role: 'CLIENT',
};

/** The checks the server makes too, so that most mistakes show before sending. */
export function validateUserForm(values: UserFormValues, mode: 'create' | 'edit'): UserFormErrors {
  const errors: UserFormErrors = {};
  if (!values.firstName.trim()) errors.firstName = 'REQUIRED';
  if (!values.lastName.trim()) errors.lastName = 'REQUIRED';
  if (!values.email.trim()) errors.email = 'REQUIRED';
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'EMAIL_INVALID';
  const phoneError = validateMoroccanPhone(values.phoneNumber);
  if (phoneError) errors.phoneNumber = phoneError;
  if (mode === 'create') {
    if (!values.password) errors.password = 'REQUIRED';
    else if (newPasswordProblems(values.password).password) errors.password = 'PASSWORD_TOO_SHORT';
  }
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
