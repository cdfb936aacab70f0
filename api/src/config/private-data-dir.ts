import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '#api/logging/logger.ts';

// Group and others lose every right; the owner keeps theirs (folders 0700, files 0600).
const OTHERS_BITS = 0o077;

const errorCode = (error: unknown) =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

/**
 * Everything this process creates from now on is its owner's alone, whoever writes it: the embedded
 * PGlite database's files (created by the engine, not by our code), the outbox, uploads, secrets.
 */
export function createForOwnerOnly(): void {
  process.umask(OTHERS_BITS);
}

/** What taking a folder back for its owner did. */
interface PrivateFolderReport {
  /** Folders and files whose rights were narrowed. */
  narrowed: number;
  /** Entries this user may not change (owned by another user): they keep their rights. */
  refused: string[];
}

/**
 * Creates `folder` (DATA_DIR or a part of it) for its owner only and narrows what an earlier
 * version, a restore or the embedded database left open to other local users (docs/security.md,
 * Data at rest). Symbolic links are not followed: only what lies inside is touched.
 */
export async function keepDataDirPrivate(folder: string, logger: Logger): Promise<void> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const report: PrivateFolderReport = { narrowed: 0, refused: [] };
  await narrow(folder, report);
  if (report.narrowed > 0)
    logger.info({ folder, entries: report.narrowed }, 'data made private to its owner');
  if (report.refused.length > 0) {
    logger.warn({ entries: report.refused.slice(0, 10) }, 'data of another user stays open to others');
  }
}

async function narrow(entry: string, report: PrivateFolderReport): Promise<void> {
  const stats = await lstat(entry).catch((error: unknown) => {
    // Removed meanwhile (a mail sent, a staging folder cleaned): nothing left to protect.
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  });
  if (!stats || stats.isSymbolicLink()) return;
  if ((stats.mode & OTHERS_BITS) !== 0) {
    try {
      await chmod(entry, stats.mode & 0o7777 & ~OTHERS_BITS);
      report.narrowed += 1;
    } catch (error) {
      if (errorCode(error) !== 'EPERM') throw error;
      report.refused.push(entry);
    }
  }
  if (!stats.isDirectory()) return;
  for (const name of await readdir(entry).catch(() => [])) await narrow(path.join(entry, name), report);
}
