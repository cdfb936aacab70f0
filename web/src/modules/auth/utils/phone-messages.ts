import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PhoneError } from '@bourses/common/phone';

/** What a refused Moroccan phone number reads as, at registration and in the console's account form alike. */
export const PHONE_ERROR_MESSAGES: Record<PhoneError, MessageDescriptor> = {
  PHONE_REQUIRED: msg`Phone number required`,
  PHONE_NINE_DIGITS: msg`The number must contain 9 digits after +212`,
  PHONE_FIRST_DIGIT: msg`The number must start with 5, 6 or 7`,
};
