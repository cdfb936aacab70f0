import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StoredFileMissing, type FileStorage } from './file-storage.ts';
import { assertStorageKey, isStorageKey, newStorageKey } from './storage-key.ts';

const isMissingFile = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

/** Where a key's bytes are in a local storage folder (a backup hard-links them from there). */
export function localFilePath(folder: string, key: string): string {
  assertStorageKey(key);
  return path.join(folder, key.slice(0, 2), key);
}

/** A private folder (never served statically), one file per key in two-letter sub-folders. */
export function createLocalFileStorage(folder: string): FileStorage {
  const pathOf = (key: string) => localFilePath(folder, key);
  return {
    async save(content) {
      const key = newStorageKey();
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Created exclusively before any byte is written: a failure from here on only removes our own file.
      const handle = await open(file, 'wx', 0o600);
      try {
        const source = content instanceof Readable ? content : Readable.from([content]);
        await pipeline(source, handle.createWriteStream());
      } catch (error) {
        await handle.close().catch(() => undefined);
        await rm(file, { force: true });
        throw error;
      }
      return key;
    },
    async open(key) {
      if (!isStorageKey(key)) throw new StoredFileMissing(key);
      const handle = await open(pathOf(key), 'r').catch((error: unknown) => {
        throw isMissingFile(error) ? new StoredFileMissing(key) : error;
      });
      try {
        // The size of the very file that is streamed, even if the key is removed meanwhile.
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    remove: (key) => rm(pathOf(key), { force: true }),
    async *list() {
      const folders = await readdir(folder).catch(() => []);
      for (const prefix of folders) {
        const keys = await readdir(path.join(folder, prefix)).catch(() => []);
        for (const key of keys) {
          if (!isStorageKey(key)) continue;
          // A file removed between the listing and its stat is simply not there any more.
          const stats = await stat(pathOf(key)).catch(() => undefined);
          if (stats?.isFile()) yield { key, savedAt: stats.mtime };
        }
      }
    },
  };
}
