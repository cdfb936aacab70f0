import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { TestApi } from '../test-api.ts';

/** Every stored file's bytes by key, to prove that no file is left behind. */
export async function storedBlobs(api: TestApi): Promise<string[]> {
  const root = path.join(api.context.config.dataDir, 'files');
  const folders = await readdir(root).catch(() => []);
  const names = await Promise.all(folders.map((folder) => readdir(path.join(root, folder))));
  return names.flat().sort();
}

/** The id of a scholarship's uploaded image file, or null. */
export async function imageFileId(api: TestApi, scholarshipId: number): Promise<string | null> {
  const row = await api.context.db
    .selectFrom('scholarships')
    .select('imageFileId')
    .where('id', '=', scholarshipId)
    .executeTakeFirstOrThrow();
  return row.imageFileId;
}
