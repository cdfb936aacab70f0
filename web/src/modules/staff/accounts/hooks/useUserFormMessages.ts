import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { PHONE_ERROR_MESSAGES } from '@/modules/auth/utils/phone-messages';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import type { UserFormError } from '@/modules/staff/accounts/utils/user-form-rules';

export function useUserFormMessages() {
  const { t } = useLingui();
  return useCallback(
    (error: UserFormError): string => {
      switch (error) {
        case 'REQUIRED':
          return t(SHARED_MESSAGES.fieldRequired);
        case 'EMAIL_INVALID':
          return t`Enter a valid e-mail address`;
        case 'PASSWORD_TOO_SHORT':
          return t(SHARED_MESSAGES.passwordTooShort);
        case 'PHONE_REQUIRED':
        case 'PHONE_NINE_DIGITS':
        case 'PHONE_FIRST_DIGIT':
          return t(PHONE_ERROR_MESSAGES[error]);
      }
    },
    [t],
  );
}
