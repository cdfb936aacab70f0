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

/** A message's files, and why the last ones chosen were not all added (the first refusal, to tell). */
export interface DraftFiles {
  files: readonly File[];
  refusal: MessageDraftError | null;
}

export const NO_DRAFT_FILES: DraftFiles = { files: [], refusal: null };

/**
 * The files once a chosen one is added, checked by the upload rules, or kept as they were with the
 * reason it was refused (a file past the third is refused, not the ones before it). Chosen files
 * arrive one at a time, each photo once made small; the first refusal since the last choice stays.
 */
export function withChosenFile({ files, refusal }: DraftFiles, file: File): DraftFiles {
  const error = files.length >= MESSAGE_MAX_ATTACHMENTS ? 'TOO_MANY_FILES' : checkDocumentFile(file);
  return error ? { files, refusal: refusal ?? error } : { files: [...files, file], refusal };
}
