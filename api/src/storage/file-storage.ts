import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Keys are random; an uploaded file's own name is never used. */
export interface FileStorage {
  save(content: Buffer): Promise<string>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** Every stored key with the time its bytes were written, for the orphan sweep. */
  list(): AsyncIterable<StoredKey>;
}

export interface StoredKey {
  key: string;
  savedAt: Date;
}

const KEY_PATTERN = /^[a-f0-9]{32}$/;

/** Where a key's bytes are in a local storage folder (a backup hard-links them from there). */
export function localFilePath(folder: string, key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error('Invalid storage key');
  return path.join(folder, key.slice(0, 2), key);
}

/** A private folder (never served statically), one file per random 128-bit key. */
export function createLocalFileStorage(folder: string): FileStorage {
  const pathOf = (key: string) => localFilePath(folder, key);
  return {
    async save(content) {
      const key = randomBytes(16).toString('hex');
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(file, content, { mode: 0o600, flag: 'wx' });
      return key;
    },
    read: (key) => readFile(pathOf(key)),
    remove: (key) => rm(pathOf(key), { force: true }),
    async *list() {
      const folders = await readdir(folder).catch(() => []);
      for (const prefix of folders) {
        const keys = await readdir(path.join(folder, prefix)).catch(() => []);
        for (const key of keys) {
          if (!KEY_PATTERN.test(key)) continue;
          // A file removed between the listing and its stat is simply not there any more.
          const stats = await stat(pathOf(key)).catch(() => undefined);
          if (stats?.isFile()) yield { key, savedAt: stats.mtime };
        }
      }
    },
  };
}
