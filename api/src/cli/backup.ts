// npm run backup [-- <archive.tar.gz>]
// A consistent snapshot of the embedded platform (database, uploaded files, secrets) in one archive.
import { createWriteStream } from 'node:fs';
import { access, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { readArchiveManifest } from '../backup/archive-contents.ts';
import type { BackupManifest } from '../backup/backup-manifest.ts';
import { readBackupToken } from '../backup/backup-token.ts';
import { packSnapshot } from '../backup/pack-snapshot.ts';
import { stageSnapshot } from '../backup/stage-snapshot.ts';
import { loadConfig, type Config } from '../config/config.ts';
import { dataDirLayout } from '../config/data-dir.ts';
import { openDatabase } from '../db/database.ts';
import { pathFromCommandLine, readCommandLine, runCommand, UsageError } from './cli-options.ts';
import { apiAnswers, localApiUrl } from './running-api.ts';

const USAGE = `Usage: npm run backup [-- <archive.tar.gz>]

Writes the embedded platform (its database, the uploaded files under DATA_DIR/files and the
generated secrets under DATA_DIR/secrets) to one archive, by default bourses-backup-<time>.tar.gz
in the current folder. While the api runs it takes the snapshot itself (the embedded database
allows one process); while it is stopped, this command reads DATA_DIR. Bring it back with
npm run restore -- <archive>. With DATABASE_URL, back up with pg_dump instead (README, Backups).
`;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

const defaultArchiveName = (now: Date) =>
  `bourses-backup-${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz`;

/** The running api packs the snapshot and streams it here, after checking the token it wrote. */
async function downloadFromRunningApi(config: Config, partial: string): Promise<void> {
  const token = await readBackupToken(dataDirLayout(config.dataDir).backupToken);
  if (!token)
    throw new UsageError(
      `The api answers on port ${config.port} but left no backup token in ${config.dataDir}/secrets: does it run on this DATA_DIR?`,
    );
  const res = await fetch(`${localApiUrl(config)}/internal/backup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
  if (!res.ok || !res.body) {
    const answer: unknown = await res.json().catch(() => undefined);
    const message =
      typeof answer === 'object' && answer !== null && 'message' in answer
        ? String(answer.message)
        : res.statusText;
    const hint =
      res.status === 401 ? ` (does the api on port ${config.port} run on DATA_DIR=${config.dataDir}?)` : '';
    throw new Error(`the api answered ${res.status}: ${message}${hint}`);
  }
  await pipeline(res.body, createWriteStream(partial, { mode: 0o600, flags: 'wx' }));
}

/** Nothing else holds the database: open it here and take the same snapshot the api would. */
async function snapshotStoppedPlatform(config: Config, partial: string): Promise<void> {
  const layout = dataDirLayout(config.dataDir);
  if (!(await exists(path.join(layout.database, 'PG_VERSION'))))
    throw new UsageError(
      `There is no embedded database in ${config.dataDir} to back up (and no api answers).`,
    );
  const db = await openDatabase({ dataDir: layout.database });
  try {
    const snapshot = await stageSnapshot(db, config.dataDir, 'stopped-api');
    try {
      await pipeline(packSnapshot(snapshot.folder), createWriteStream(partial, { mode: 0o600, flags: 'wx' }));
    } finally {
      await snapshot.remove();
    }
  } finally {
    await db.destroy();
  }
}

function summary(target: string, bytes: number, manifest: BackupManifest): string {
  const { accounts, applications, scholarships, files } = manifest.counts;
  const from =
    manifest.takenFrom === 'running-api' ? 'taken by the running api' : 'read while the api was stopped';
  return (
    `Backup written to ${target} (${(bytes / 1024 / 1024).toFixed(1)} MB), ${from}: ` +
    `${accounts} accounts, ${applications} applications, ${scholarships} scholarships, ${files} files.\n`
  );
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = readCommandLine(argv, { help: { type: 'boolean', short: 'h' } }, 1);
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const config = loadConfig();
  if (config.databaseUrl)
    throw new UsageError(
      'DATABASE_URL is set: this backs up the embedded database only; use pg_dump (README, Backups).',
    );
  const target = pathFromCommandLine(positionals[0] ?? defaultArchiveName(new Date()));
  if (await exists(target)) throw new UsageError(`${target} already exists: choose another name.`);
  // Written aside, checked, then renamed: an archive under the final name is always a whole one.
  const partial = `${target}.partial`;
  try {
    if (await apiAnswers(config)) await downloadFromRunningApi(config, partial);
    else await snapshotStoppedPlatform(config, partial);
    const manifest = await readArchiveManifest(partial);
    await rename(partial, target);
    process.stdout.write(summary(target, (await stat(target)).size, manifest));
    if (manifest.missingFiles.length > 0)
      process.stderr.write(
        `Warning: ${manifest.missingFiles.length} files the database names were already missing from ${config.dataDir}/files: ${manifest.missingFiles.join(', ')}\n`,
      );
    return 0;
  } finally {
    await rm(partial, { force: true });
  }
}

runCommand('backup', USAGE, main);
