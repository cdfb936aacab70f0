import { MESSAGE_MAX_ATTACHMENTS, MESSAGE_MAX_LENGTH } from '@bourses/common/limits';
import { checkDocumentFile, type DocumentFileError } from '@/modules/uploads/utils/document-file';

/** Why a message cannot be sent as it stands, or why a chosen file was not added to it. */
export type MessageDraftError = 'EMPTY' | 'TOO_LONG' | 'TOO_MANY_FILES' | DocumentFileError;

/** A message's length as the server counts it: its text trimmed. */
export const messageLength = (body: string) => body.trim().length;

/** A text, files or both: something to send, within the length. */
export function checkMessageDraft(body: string, files: readonly File[]): MessageDraftError | null {
  if (messageLength(body) > MESSAGE_MAX_LENGTH) return 'TOO_LONG';
  if (messageLength(body) === 0 && files.length === 0) return 'EMPTY';
  return null;
}

/**
 * The files once the chosen ones are added, in the order chosen, each checked by the upload rules;
 * the first refusal is kept to tell (a file past the third is refused, not the ones before it).
 */
export function withChosenFiles(files: readonly File[], chosen: readonly File[]) {
  let kept = [...files];
  let refusal: MessageDraftError | null = null;
  for (const file of chosen) {
    const error = kept.length >= MESSAGE_MAX_ATTACHMENTS ? 'TOO_MANY_FILES' : checkDocumentFile(file);
    if (error) refusal ??= error;
    else kept = [...kept, file];
  }
  return { files: kept, refusal };
}
