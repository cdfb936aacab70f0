import { describe, expect, it } from 'vitest';
import { EMPTY_REGISTER_FORM, filesMissing, validateRegisterForm, type RegisterFormValues } from '@/modules/auth/utils/register-form-rules';
import { checkDocumentFile } from '@/modules/uploads/utils/document-file';
import { makeFile } from '@/test/factories';

function aCompleteForm(overrides: Partial<RegisterFormValues> = {}): RegisterFormValues {
  return {
    firstName: 'Salma',
    lastName: 'Alaoui',
    email: 'salma@example.ma',
    confirmEmail: 'salma@example.ma',
    phoneNumber: '+212 6 12 34 56 78',
    password: 'secret-pass',
    confirmPassword: 'secret-pass',
    paymentReceipt: [makeFile('recu.pdf')],
    serviceContract: [makeFile('contrat.png', 2048, 'image/png')],
    ...overrides,
  };
}

describe('the register form rules', () => {
  it('accept a complete form', () => {
    expect(validateRegisterForm(aCompleteForm())).toEqual({});
  });

  it('require first name, last name, email, phone, password and its confirmation, and both files', () => {
    expect(validateRegisterForm(EMPTY_REGISTER_FORM)).toEqual({
      firstName: 'REQUIRED',
      lastName: 'REQUIRED',
      email: 'REQUIRED',
      phoneNumber: 'PHONE_REQUIRED',
      password: 'REQUIRED',
      confirmPassword: 'REQUIRED',
      paymentReceipt: 'RECEIPT_REQUIRED',
      serviceContract: 'CONTRACT_REQUIRED',
    });
    expect(filesMissing(EMPTY_REGISTER_FORM)).toBe(true);
  });

  it('require the e-mails to match', () => {
    expect(validateRegisterForm(aCompleteForm({ confirmEmail: 'other@example.ma' }))).toEqual({
      confirmEmail: 'EMAILS_DIFFER',
    });
  });

  it('require the passwords to match', () => {
    expect(validateRegisterForm(aCompleteForm({ confirmPassword: 'secret-pas' }))).toEqual({
      confirmPassword: 'PASSWORDS_DIFFER',
    });
  });

  it('only hint at the 8-character password minimum', () => {
    expect(validateRegisterForm(aCompleteForm({ password: 'short', confirmPassword: 'short' }))).toEqual({});
  });

  it('apply the Moroccan phone rule', () => {
    expect(validateRegisterForm(aCompleteForm({ phoneNumber: '+212 6 12 34' }))).toEqual({
      phoneNumber: 'PHONE_NINE_DIGITS',
    });
    expect(validateRegisterForm(aCompleteForm({ phoneNumber: '+212 8 12 34 56 78' }))).toEqual({
      phoneNumber: 'PHONE_FIRST_DIGIT',
    });
  });

  it('accept pdf, jpg, jpeg and png files of 5 MB at most', () => {
    expect(checkDocumentFile(makeFile('a.PDF'))).toBeNull();
    expect(checkDocumentFile(makeFile('a.jpeg', 5 * 1024 * 1024, 'image/jpeg'))).toBeNull();
    expect(checkDocumentFile(makeFile('a.jpg', 5 * 1024 * 1024 + 1, 'image/jpeg'))).toBe('FILE_TOO_LARGE');
    expect(checkDocumentFile(makeFile('a.gif', 10, 'image/gif'))).toBe('FILE_TYPE');
  });

  it('reject an oversized file chosen for the receipt, whichever page it is', () => {
    const paymentReceipt = [makeFile('page-1.jpg', 2048, 'image/jpeg'), makeFile('page-2.pdf', 6 * 1024 * 1024)];
    expect(validateRegisterForm(aCompleteForm({ paymentReceipt }))).toEqual({ paymentReceipt: 'FILE_TOO_LARGE' });
  });
});
