import type { FileStorage } from '../storage/file-storage.ts';
import { withSavedFiles } from '../storage/stored-files.ts';
import type { CheckedFile } from '../uploads/upload.ts';

/**
 * `withSavedFiles` for the one receipt of an application, if one was sent (a free scholarship needs
 * none): its bytes are removed again when `work` fails.
 */
export function withSavedReceipt<T>(
  storage: FileStorage,
  receipt: CheckedFile | undefined,
  work: (storageKey: string | undefined) => Promise<T>,
) {
  return withSavedFiles(storage, receipt ? [receipt] : [], ([storageKey]) => work(storageKey));
}
