import type { Database } from '../db/database.ts';
import type { CheckedFile } from '../uploads/upload.ts';
import type { FileStorage } from './file-storage.ts';
import type { ReceiptFingerprint } from '../payments/receipt-fingerprint.ts';

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
  files: readonly Pick<CheckedFile, 'content'>[],
  work: (storageKeys: string[]) => Promise<T>,
): Promise<T> {
  const keys: string[] = [];
  try {
    for (const file of files) keys.push(await storage.save(file.content));
    return await work(keys);
  } catch (error) {
    // The first failure is the one to answer; a removal that fails too leaves its key to the orphan sweep.
    await Promise.allSettled(keys.map((key) => storage.remove(key)));
    throw error;
  }
}

/** A picture's pixels and, for a resized copy, the picture's own file (storage/stored-pictures.ts). */
export interface PictureFileFields {
  width: number;
  height: number;
  variantOf: string | null;
}

/** The database row of a saved file, with a picture's pixels or a receipt's fingerprint. */
export async function recordFile(
  db: Database,
  file: CheckedFile,
  storageKey: string,
  ownerId: string | null,
  facts?: PictureFileFields | ReceiptFingerprint,
): Promise<StoredFile> {
  return db
    .insertInto('files')
    .values({
      storageKey,
      originalName: file.originalName,
      mimeType: file.mimeType,
      sizeBytes: file.content.length,
      ownerId,
      ...facts,
    })
    .returning(['id', 'storageKey', 'originalName', 'mimeType', 'sizeBytes'])
    .executeTakeFirstOrThrow();
}

/**
 * Deletes a file's row and those of its resized copies (a picture's), and answers their storage
 * keys: the caller removes the bytes once its transaction has committed.
 */
export async function deleteFileRows(db: Database, fileId: string | null): Promise<string[]> {
  if (!fileId) return [];
  const rows = await db
    .deleteFrom('files')
    .where((eb) => eb.or([eb('id', '=', fileId), eb('variantOf', '=', fileId)]))
    .returning('storageKey')
    .execute();
  return rows.map((row) => row.storageKey);
}

/** Deletes a file's rows and bytes (the rows first: a missing blob is harmless, a dangling row is not). */
export async function deleteFile(db: Database, storage: FileStorage, fileId: string): Promise<void> {
  for (const key of await deleteFileRows(db, fileId)) await storage.remove(key);
}
