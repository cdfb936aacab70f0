import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import type { ScholarshipFormError } from '@/modules/staff/scholarships/utils/scholarship-form-rules';

export function useScholarshipFormMessages() {
  const { t } = useLingui();
  return useCallback(
    (error: ScholarshipFormError | undefined): string | null => {
      switch (error) {
        case undefined:
          return null;
        case 'REQUIRED':
          return t(SHARED_MESSAGES.fieldRequired);
        case 'DEADLINE_BEFORE_START':
          return t`The deadline must be on or after the start date.`;
        case 'FAQ_INCOMPLETE':
          return t`Every question needs an answer, and every answer a question.`;
        case 'URL_INVALID':
          return t`Enter an address starting with http:// or https://`;
        case 'VIDEO_INVALID':
          return t`Enter the address or the id of one YouTube or Vimeo video (a channel page cannot be played).`;
        case 'FEE_INVALID':
          return t`Enter an amount in dirhams, such as 250 or 1250.50, or leave it empty when applying is free.`;
      }
    },
    [t],
  );
}
