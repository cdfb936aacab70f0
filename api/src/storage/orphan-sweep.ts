import type { Clock } from '../auth/clock.ts';
import type { Database } from '../db/database.ts';
import type { FileStorage, StoredKey } from './file-storage.ts';

/**
 * Bytes are written before their `files` row is committed (storage/stored-files.ts): a request or
 * process that dies in between leaves bytes no row names. Older than this, such bytes are orphans;
 * younger, their row may still be on its way.
 */
export const ORPHAN_GRACE_PERIOD_MS = 60 * 60 * 1000;
const BATCH_SIZE = 500;

async function removeUnreferenced(db: Database, storage: FileStorage, batch: StoredKey[]): Promise<number> {
  const keys = batch.map((stored) => stored.key);
  const rows = await db.selectFrom('files').select('storageKey').where('storageKey', 'in', keys).execute();
  const referenced = new Set(rows.map((row) => row.storageKey));
  const orphans = keys.filter((key) => !referenced.has(key));
  for (const key of orphans) await storage.remove(key);
  return orphans.length;
}

/** Deletes stored bytes older than the grace period that no `files` row references; answers how many. */
export async function sweepOrphanFiles(
  { db, storage, clock }: { db: Database; storage: FileStorage; clock: Clock },
  gracePeriodMs = ORPHAN_GRACE_PERIOD_MS,
): Promise<number> {
  const cutoff = clock.now().getTime() - gracePeriodMs;
  let removed = 0;
  let batch: StoredKey[] = [];
  for await (const stored of storage.list()) {
    if (stored.savedAt.getTime() >= cutoff) continue;
    batch.push(stored);
    if (batch.length === BATCH_SIZE) {
      removed += await removeUnreferenced(db, storage, batch);
      batch = [];
    }
  }
  if (batch.length > 0) removed += await removeUnreferenced(db, storage, batch);
  return removed;
}
