import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { UserFormError } from '@/modules/staff/accounts/utils/user-form-rules';

export function useUserFormMessages() {
  const { t } = useLingui();
  return useCallback(
    (error: UserFormError): string => {
      switch (error) {
        case 'REQUIRED':
          return t`This field is required`;
        case 'EMAIL_INVALID':
          return t`Enter a valid e-mail address`;
        case 'PASSWORD_TOO_SHORT':
          return t`Password must be at least 8 characters.`;
        case 'PHONE_REQUIRED':
          return t`Phone number required`;
        case 'PHONE_NINE_DIGITS':
          return t`The number must contain 9 digits after +212`;
        case 'PHONE_FIRST_DIGIT':
          return t`The number must start with 5, 6 or 7`;
      }
    },
    [t],
  );
}
