import { readdir } from 'node:fs/promises';
import type { DataDirLayout } from '../config/data-dir.ts';

/** Which parts a restore would replace already hold something, in words for the operator. */
export async function existingPlatformData(layout: DataDirLayout): Promise<string[]> {
  const parts = [
    { folder: layout.database, name: 'a database' },
    { folder: layout.files, name: 'uploaded files' },
    { folder: layout.secrets, name: 'secrets' },
  ];
  const found: string[] = [];
  for (const { folder, name } of parts) {
    const entries = await readdir(folder).catch(() => []);
    if (entries.length > 0) found.push(name);
  }
  return found;
}
