import { newPasswordProblems } from '@bourses/common/new-password';
import { validateMoroccanPhone, type PhoneError } from '@bourses/common/phone';
import { checkDocumentFile, type DocumentFileError } from '@/modules/uploads/utils/document-file';
import type { DocumentPages } from '@/modules/uploads/utils/document-pages';

export interface RegisterFormValues {
  firstName: string;
  lastName: string;
  email: string;
  confirmEmail: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
  paymentReceipt: DocumentPages;
  serviceContract: DocumentPages;
}

export type RegisterField = keyof RegisterFormValues;

export type RegisterFieldError =
  | 'REQUIRED'
  | 'EMAILS_DIFFER'
  | 'PASSWORDS_DIFFER'
  | 'RECEIPT_REQUIRED'
  | 'CONTRACT_REQUIRED'
  | PhoneError
  | DocumentFileError;

export type RegisterErrors = Partial<Record<RegisterField, RegisterFieldError>>;

export const EMPTY_REGISTER_FORM: RegisterFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  confirmEmail: '',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
  paymentReceipt: [],
  serviceContract: [],
};

/** The first page the upload rules refuse, as its error. */
const pagesError = (pages: DocumentPages): DocumentFileError | null =>
  pages.map(checkDocumentFile).find((error) => error !== null) ?? null;

const REQUIRED_TEXT_FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

/** Every registration rule checked on submit (the 8-character password hint is not enforced here). */
export function validateRegisterForm(values: RegisterFormValues): RegisterErrors {
  const errors: RegisterErrors = {};
  for (const field of REQUIRED_TEXT_FIELDS) {
    if (values[field].trim() === '') errors[field] = 'REQUIRED';
  }
  if (!errors.email && values.confirmEmail.trim().toLowerCase() !== values.email.trim().toLowerCase()) {
    errors.confirmEmail = 'EMAILS_DIFFER';
  }
  const { confirmation } = newPasswordProblems(values.password, values.confirmPassword);
  if (!errors.confirmPassword && confirmation) errors.confirmPassword = confirmation;
  const phoneError = validateMoroccanPhone(values.phoneNumber);
  if (phoneError) errors.phoneNumber = phoneError;
  const receiptError = values.paymentReceipt.length === 0 ? 'RECEIPT_REQUIRED' : pagesError(values.paymentReceipt);
  if (receiptError) errors.paymentReceipt = receiptError;
  const contractError = values.serviceContract.length === 0 ? 'CONTRACT_REQUIRED' : pagesError(values.serviceContract);
  if (contractError) errors.serviceContract = contractError;
  return errors;
}

/** Both files missing: the form also shows the generic 'files are required' message. */
export function filesMissing(values: RegisterFormValues): boolean {
  return values.paymentReceipt.length === 0 && values.serviceContract.length === 0;
}
