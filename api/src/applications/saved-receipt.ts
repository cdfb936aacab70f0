import type { FileStorage } from '../storage/file-storage.ts';
import { withSavedFiles } from '../storage/stored-files.ts';
import type { CheckedFile } from '../uploads/upload.ts';

/** `withSavedFiles` for the one receipt of an application: its bytes are removed again when `work` fails. */
export function withSavedReceipt<T>(
  storage: FileStorage,
  receipt: CheckedFile,
  work: (storageKey: string) => Promise<T>,
) {
  return withSavedFiles(storage, [receipt], ([storageKey]) => {
    if (storageKey === undefined) throw new Error('The receipt was not saved');
    return work(storageKey);
  });
}
