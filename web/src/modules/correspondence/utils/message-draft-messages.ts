import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MessageDraftError } from '@/modules/correspondence/utils/message-draft';
import { DOCUMENT_FILE_MESSAGES } from '@/modules/uploads/utils/document-file-messages';

/** What the composer says when it refuses a message or a file; the file rules' words are the uploads'. */
export const MESSAGE_DRAFT_MESSAGES: Record<MessageDraftError, MessageDescriptor> = {
  EMPTY: msg`Write a message or attach a file.`,
  TOO_LONG: msg({ message: 'A message holds {max} characters at most.', comment: '{max} is 5,000' }),
  TOO_MANY_FILES: msg({ message: 'A message holds {max} files at most.', comment: '{max} is 3' }),
  ...DOCUMENT_FILE_MESSAGES,
};
