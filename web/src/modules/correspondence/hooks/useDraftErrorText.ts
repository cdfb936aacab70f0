import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { MESSAGE_MAX_ATTACHMENTS, MESSAGE_MAX_LENGTH } from '@bourses/common/limits';
import type { MessageDraftError } from '@/modules/correspondence/utils/message-draft';
import { MESSAGE_DRAFT_MESSAGES } from '@/modules/correspondence/utils/message-draft-messages';
import { useUploadLimit } from '@/modules/uploads/hooks/useUploadLimit';

/** The composer's refusal in the reader's language, with the limit it names (5,000 characters, 3 files, 5 MB). */
export function useDraftErrorText() {
  const { i18n } = useLingui();
  const uploadLimit = useUploadLimit();
  return useCallback(
    (error: MessageDraftError) => {
      const max =
        error === 'TOO_LONG'
          ? i18n.number(MESSAGE_MAX_LENGTH)
          : error === 'TOO_MANY_FILES'
            ? i18n.number(MESSAGE_MAX_ATTACHMENTS)
            : uploadLimit;
      const descriptor = MESSAGE_DRAFT_MESSAGES[error];
      return i18n._({ ...descriptor, values: { ...descriptor.values, max } });
    },
    [i18n, uploadLimit],
  );
}
