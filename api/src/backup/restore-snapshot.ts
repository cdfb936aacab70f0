import { openAsBlob } from 'node:fs';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { DataDirLayout } from '../config/data-dir.ts';
import { openDatabase } from '../db/database.ts';
import { localFilePath } from '../storage/local-file-storage.ts';
import { extractArchive, NotABackupError } from './archive-contents.ts';
import { DATABASE_ENTRY, FILES_ENTRY, SECRETS_ENTRY, type BackupManifest } from './backup-manifest.ts';
import { countRecords, sameCounts } from './record-counts.ts';

export interface RestoreReport {
  manifest: BackupManifest;
  /** Files the restored database names whose bytes the archive did not hold. */
  missingFiles: string[];
}

const fileExists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Unpacks and checks a backup beside the data, and only once the database opens with the counts
 * its manifest promises, replaces the database, files and secrets with it. The api must be stopped.
 */
export async function restoreSnapshot(archive: string, layout: DataDirLayout): Promise<RestoreReport> {
  const staging = layout.restoreStaging;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true, mode: 0o700 });
  try {
    const manifest = await extractArchive(archive, staging);
    const database = path.join(staging, 'db');
    const db = await openDatabase({
      dataDir: database,
      loadDataDir: await openAsBlob(path.join(staging, DATABASE_ENTRY)),
    });
    const missingFiles: string[] = [];
    try {
      const counts = await countRecords(db);
      if (!sameCounts(counts, manifest.counts))
        throw new NotABackupError(
          `The restored database does not hold what the backup's manifest says (${JSON.stringify(counts)})`,
        );
      const rows = await db.selectFrom('files').select('storageKey').execute();
      for (const { storageKey } of rows) {
        if (!(await fileExists(localFilePath(path.join(staging, FILES_ENTRY), storageKey))))
          missingFiles.push(storageKey);
      }
    } finally {
      await db.destroy();
    }
    await mkdir(path.join(staging, FILES_ENTRY), { recursive: true, mode: 0o700 });
    await mkdir(path.join(staging, SECRETS_ENTRY), { recursive: true, mode: 0o700 });
    const moves: [string, string][] = [
      [database, layout.database],
      [path.join(staging, FILES_ENTRY), layout.files],
      [path.join(staging, SECRETS_ENTRY), layout.secrets],
    ];
    for (const [from, to] of moves) {
      await rm(to, { recursive: true, force: true });
      await rename(from, to);
    }
    return { manifest, missingFiles };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
