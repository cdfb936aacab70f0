// npm run restore -- <archive.tar.gz> [--force]
// Brings back what `npm run backup` wrote: the embedded database, the uploaded files, the secrets.
import { access } from 'node:fs/promises';
import { existingPlatformData } from '../backup/existing-data.ts';
import { restoreSnapshot } from '../backup/restore-snapshot.ts';
import { loadConfig } from '../config/config.ts';
import { dataDirLayout } from '../config/data-dir.ts';
import { pathFromCommandLine, readCommandLine, runCommand, UsageError } from './cli-options.ts';
import { apiAnswers } from './running-api.ts';

const USAGE = `Usage: npm run restore -- <archive.tar.gz> [--force]

Brings back an archive written by npm run backup into DATA_DIR: the embedded database, the uploaded
files and the secrets. Stop the api first. A DATA_DIR that already holds a database, files or
secrets is left alone unless --force is given, which replaces them (the archive is checked, and
the database opened, before anything is replaced). With DATABASE_URL, use pg_restore instead.
`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = readCommandLine(
    argv,
    { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    1,
  );
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (positionals[0] === undefined) throw new UsageError('Missing the archive to restore');
  const archive = pathFromCommandLine(positionals[0]);
  const config = loadConfig();
  if (config.databaseUrl)
    throw new UsageError(
      'DATABASE_URL is set: this restores the embedded database only; use pg_restore (README, Backups).',
    );
  await access(archive).catch(() => {
    throw new UsageError(`${archive} does not exist.`);
  });
  // PGlite keeps no lock of its own: the running api would go on with its old database in memory.
  if (await apiAnswers(config))
    throw new UsageError(
      `The api answers on port ${config.port} and holds the embedded database: stop it before restoring.`,
    );
  const layout = dataDirLayout(config.dataDir);
  const existing = await existingPlatformData(layout);
  if (existing.length > 0 && !values.force)
    throw new UsageError(
      `${config.dataDir} already holds ${existing.join(', ')}: add --force to replace them with the backup, or set DATA_DIR to an empty folder.`,
    );
  const { manifest, missingFiles } = await restoreSnapshot(archive, layout);
  const { accounts, applications, scholarships, files } = manifest.counts;
  process.stdout.write(
    `Restored the backup of ${manifest.createdAt} into ${config.dataDir}: ` +
      `${accounts} accounts, ${applications} applications, ${scholarships} scholarships, ${files} files.\n`,
  );
  if (missingFiles.length > 0)
    process.stderr.write(
      `Warning: the backup lacks the bytes of ${missingFiles.length} files: ${missingFiles.join(', ')}\n`,
    );
  return 0;
}

runCommand('restore', USAGE, main);
