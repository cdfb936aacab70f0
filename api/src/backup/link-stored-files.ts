import { copyFile, link, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { localFilePath } from '../storage/local-file-storage.ts';

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/**
 * Puts each key's bytes from `storageFolder` into `target` (same layout) and answers the keys whose
 * bytes are missing. Stored files are written once and never changed, so a hard link (instant, no
 * space) is as good as a copy; a copy is made where links are not possible (another disk).
 */
export async function linkStoredFiles(
  keys: string[],
  storageFolder: string,
  target: string,
): Promise<string[]> {
  const missing: string[] = [];
  const folders = new Set<string>();
  for (const key of keys) {
    const source = localFilePath(storageFolder, key);
    const copy = localFilePath(target, key);
    const folder = path.dirname(copy);
    if (!folders.has(folder)) {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      folders.add(folder);
    }
    try {
      await link(source, copy);
    } catch (error) {
      if (codeOf(error) === 'ENOENT') missing.push(key);
      else if (codeOf(error) !== 'EEXIST') await copyFile(source, copy);
    }
  }
  return missing;
}
