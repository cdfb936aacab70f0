import { z } from 'zod';

// What a backup archive holds, at its root: the manifest first, then the parts it names.
export const MANIFEST_ENTRY = 'manifest.json';
/** The tarball of the embedded database's folder, as PGlite's `dumpDataDir` writes it. */
export const DATABASE_ENTRY = 'database.tar';
export const FILES_ENTRY = 'files';
export const SECRETS_ENTRY = 'secrets';
export const ARCHIVE_ENTRIES = [MANIFEST_ENTRY, DATABASE_ENTRY, FILES_ENTRY, SECRETS_ENTRY];

const count = z.number().int().min(0);

export const recordCountsSchema = z.object({
  accounts: count,
  applications: count,
  scholarships: count,
  files: count,
});
export type RecordCounts = z.infer<typeof recordCountsSchema>;

export const backupManifestSchema = z.object({
  format: z.literal('bourses-embedded-backup'),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  /** Asked of the running api, or read by the CLI while the api was stopped. */
  takenFrom: z.enum(['running-api', 'stopped-api']),
  /** PGlite's PostgreSQL: a restore needs a PGlite of the same major version. */
  postgresVersion: z.string(),
  counts: recordCountsSchema,
  /** Files the database names whose bytes were already missing from storage when it was taken. */
  missingFiles: z.array(z.string()),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;
