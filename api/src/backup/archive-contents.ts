import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { extract, list } from 'tar';
import {
  backupManifestSchema,
  DATABASE_ENTRY,
  MANIFEST_ENTRY,
  type BackupManifest,
} from './backup-manifest.ts';

/** Every path a backup may hold (backup-manifest.ts); nothing else is ever unpacked. */
const BACKUP_PATH =
  /^(manifest\.json|database\.tar|files\/?|files\/[0-9a-f]{2}\/?|files\/[0-9a-f]{2}\/[0-9a-f]{32}|secrets\/?|secrets\/\w[\w.-]*)$/;

export class NotABackupError extends Error {}

function parseManifest(text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new NotABackupError('Not a backup of this platform: its manifest is not JSON');
  }
  const parsed = backupManifestSchema.safeParse(json);
  if (!parsed.success)
    throw new NotABackupError('Not a backup of this platform (or of a newer version of it)');
  return parsed.data;
}

/**
 * Reads the whole archive (a truncated or corrupt one fails here) and answers its manifest; the
 * database must be in it too.
 */
export async function readArchiveManifest(archive: string): Promise<BackupManifest> {
  let manifestText: Promise<string> | undefined;
  let hasDatabase = false;
  await list({
    file: archive,
    strict: true,
    onReadEntry: (entry) => {
      if (entry.path === MANIFEST_ENTRY)
        manifestText = entry.concat().then((content) => content.toString('utf8'));
      if (entry.path === DATABASE_ENTRY) hasDatabase = true;
    },
  });
  if (!manifestText || !hasDatabase)
    throw new NotABackupError('Not a backup of this platform: no manifest or database');
  return parseManifest(await manifestText);
}

/** Unpacks a backup into `folder`, refusing links and any path a backup does not have. */
export async function extractArchive(archive: string, folder: string): Promise<BackupManifest> {
  const refused: string[] = [];
  await extract({
    file: archive,
    cwd: folder,
    strict: true,
    filter: (entryPath, entry) => {
      const allowed =
        BACKUP_PATH.test(entryPath) &&
        'type' in entry &&
        (entry.type === 'File' || entry.type === 'Directory');
      if (!allowed) refused.push(entryPath);
      return allowed;
    },
  });
  if (refused.length > 0)
    throw new NotABackupError(`Not a backup of this platform: it holds ${refused.slice(0, 3).join(', ')}`);
  const manifestText = await readFile(path.join(folder, MANIFEST_ENTRY), 'utf8').catch(() => undefined);
  const hasDatabase = await access(path.join(folder, DATABASE_ENTRY)).then(
    () => true,
    () => false,
  );
  if (manifestText === undefined || !hasDatabase)
    throw new NotABackupError('Not a backup of this platform: no manifest or database');
  return parseManifest(manifestText);
}
