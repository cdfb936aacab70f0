import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PHONE_ERROR_MESSAGES } from '@/modules/auth/utils/phone-messages';
import type { RegisterFieldError } from '@/modules/auth/utils/register-form-rules';
import { DOCUMENT_FILE_MESSAGES } from '@/modules/uploads/utils/document-file-messages';

/** The registration form's fixed texts (docs/product-rules.md) (French catalogue), in the code in English. */
export const REGISTER_ERROR_MESSAGES: Record<RegisterFieldError, MessageDescriptor> = {
  REQUIRED: msg`This field is required`,
  EMAILS_DIFFER: msg`Emails do not match`,
  PASSWORDS_DIFFER: msg`Passwords do not match`,
  RECEIPT_REQUIRED: msg`The payment receipt is required`,
  CONTRACT_REQUIRED: msg`The service contract is required`,
  ...PHONE_ERROR_MESSAGES,
  ...DOCUMENT_FILE_MESSAGES,
};

export const FILES_REQUIRED_MESSAGE = msg`Files are required`;
export const PASSWORD_HINT = msg`The password must contain at least 8 characters`;
export const REGISTRATION_SUCCESS_DEFAULT = msg`Registration successful! Please check your e-mail.`;
export const REGISTRATION_FAILED = msg`An error occurred during registration`;
