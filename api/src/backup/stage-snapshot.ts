import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { dataDirLayout, type DataDirLayout } from '../config/data-dir.ts';
import { embeddedEngineOf, type Database } from '../db/database.ts';
import {
  DATABASE_ENTRY,
  FILES_ENTRY,
  MANIFEST_ENTRY,
  SECRETS_ENTRY,
  type BackupManifest,
} from './backup-manifest.ts';
import { linkStoredFiles } from './link-stored-files.ts';
import { countRecords } from './record-counts.ts';

/** A snapshot laid out as the archive will hold it (backup-manifest.ts), in a scratch folder. */
export interface StagedSnapshot {
  folder: string;
  manifest: BackupManifest;
  remove(): Promise<void>;
}

/** Secrets that belong to one run of the api, not to the platform: never carried to another. */
const RUN_ONLY_SECRETS = new Set(['backup-token']);

async function copySecrets(layout: DataDirLayout, target: string): Promise<void> {
  await mkdir(target, { recursive: true, mode: 0o700 });
  const entries = await readdir(layout.secrets, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile() || RUN_ONLY_SECRETS.has(entry.name) || entry.name.endsWith('.partial')) continue;
    await copyFile(path.join(layout.secrets, entry.name), path.join(target, entry.name));
  }
}

/**
 * Takes the embedded database and every file it references at one moment: while this holds the
 * database's only connection, no request can commit, so the files a row names are all on disk
 * (bytes are written before their row and removed after it, storage/stored-files.ts). The api is
 * paused for the time of a checkpoint, a dump of the database folder and the hard links.
 */
export async function stageSnapshot(
  db: Database,
  dataDir: string,
  takenFrom: BackupManifest['takenFrom'],
): Promise<StagedSnapshot> {
  const engine = embeddedEngineOf(db);
  if (!engine) throw new Error('Only the embedded database is backed up this way (PostgreSQL: pg_dump)');
  const layout = dataDirLayout(dataDir);
  const folder = layout.backupStaging;
  // What a snapshot cut short left behind: one process holds the embedded data, one snapshot at a time.
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const remove = () => rm(folder, { recursive: true, force: true });
  try {
    const taken = await db.connection().execute(async (connection) => {
      // Committed changes reach the tables' own files: the copy starts without replaying the log.
      await sql`checkpoint`.execute(connection);
      const rows = await connection.selectFrom('files').select('storageKey').execute();
      const counts = await countRecords(connection);
      const version = await sql<{
        version: string;
      }>`select current_setting('server_version') as version`.execute(connection);
      const dump = await engine.dumpDataDir('none');
      const missingFiles = await linkStoredFiles(
        rows.map((row) => row.storageKey),
        layout.files,
        path.join(folder, FILES_ENTRY),
      );
      return { counts, dump, missingFiles, postgresVersion: version.rows[0]?.version ?? 'unknown' };
    });
    await writeFile(path.join(folder, DATABASE_ENTRY), taken.dump.stream(), { mode: 0o600 });
    await copySecrets(layout, path.join(folder, SECRETS_ENTRY));
    const manifest: BackupManifest = {
      format: 'bourses-embedded-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      takenFrom,
      postgresVersion: taken.postgresVersion,
      counts: taken.counts,
      missingFiles: taken.missingFiles,
    };
    await writeFile(path.join(folder, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
    });
    return { folder, manifest, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
