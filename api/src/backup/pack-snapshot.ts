import { create } from 'tar';
import { ARCHIVE_ENTRIES } from './backup-manifest.ts';

/** A staged snapshot as a gzipped tar stream, manifest first; no owner or user names inside. */
export function packSnapshot(folder: string) {
  return create({ gzip: true, cwd: folder, portable: true }, ARCHIVE_ENTRIES);
}
