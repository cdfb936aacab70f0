import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { RecordCounts } from './backup-manifest.ts';

async function countRows(db: Kysely<DB>, table: 'users' | 'applications' | 'scholarships' | 'files') {
  const row = await db
    .selectFrom(table)
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** What a backup holds, in the product's words: written in its manifest, checked again by a restore. */
export async function countRecords(db: Kysely<DB>): Promise<RecordCounts> {
  return {
    accounts: await countRows(db, 'users'),
    applications: await countRows(db, 'applications'),
    scholarships: await countRows(db, 'scholarships'),
    files: await countRows(db, 'files'),
  };
}

export function sameCounts(a: RecordCounts, b: RecordCounts): boolean {
  return (
    a.accounts === b.accounts &&
    a.applications === b.applications &&
    a.scholarships === b.scholarships &&
    a.files === b.files
  );
}
