import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChangePasswordError } from '@/modules/profile/utils/change-password-rules';

export const CHANGE_PASSWORD_MESSAGES: Record<ChangePasswordError, MessageDescriptor> = {
  REQUIRED: msg`This field is required`,
  TOO_SHORT: msg`Password must be at least 8 characters.`,
  PASSWORDS_DIFFER: msg`Passwords do not match.`,
  SAME_AS_CURRENT: msg`New password must be different from the current password.`,
};
