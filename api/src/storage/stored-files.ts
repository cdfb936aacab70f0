import type { Database } from '../db/database.ts';
import type { CheckedFile } from '../uploads/upload.ts';
import type { FileStorage } from './file-storage.ts';

export interface StoredFile {
  id: string;
  storageKey: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
}

/**
 * Writes the files' bytes, then runs `work` (which records them with `recordFile`); when the work
 * fails, the bytes are removed again so that no orphan file is left behind.
 */
export async function withSavedFiles<T>(
  storage: FileStorage,
  files: readonly CheckedFile[],
  work: (storageKeys: string[]) => Promise<T>,
): Promise<T> {
  const keys: string[] = [];
  try {
    for (const file of files) keys.push(await storage.save(file.content));
    return await work(keys);
  } catch (error) {
    await Promise.all(keys.map((key) => storage.remove(key)));
    throw error;
  }
}

/** The database row of a saved file. */
export async function recordFile(
  db: Database,
  file: CheckedFile,
  storageKey: string,
  ownerId: string | null,
): Promise<StoredFile> {
  return db
    .insertInto('files')
    .values({ storageKey, originalName: file.originalName, mimeType: file.mimeType, sizeBytes: file.content.length, ownerId })
    .returning(['id', 'storageKey', 'originalName', 'mimeType', 'sizeBytes'])
    .executeTakeFirstOrThrow();
}

/** Deletes a file's row and bytes (the row first: a missing blob is harmless, a dangling row is not). */
export async function deleteFile(db: Database, storage: FileStorage, fileId: string): Promise<void> {
  const row = await db.deleteFrom('files').where('id', '=', fileId).returning('storageKey').executeTakeFirst();
  if (row) await storage.remove(row.storageKey);
}
