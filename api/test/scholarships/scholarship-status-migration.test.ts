import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#api/db/database.ts';
import { migrateToJustBefore, migrateToLatest } from '#api/db/migrate.ts';
import { createFreshServerDatabase } from '../test-database.ts';

// Migration 0014 on a catalogue that had no statuses: every scholarship was public, and stays so.

let server: Awaited<ReturnType<typeof createFreshServerDatabase>>;
let db: Database;
const insertScholarship = (deadline: string) =>
  db
    .insertInto('scholarships')
    .values({ country: 'FR', university: 'Université', startDate: '2026-01-01', deadline })
    .returning('id')
    .executeTakeFirstOrThrow();
const countedScholarships = async () => {
  const rows = await db.selectFrom('scholarshipDeadlineCounts').select('scholarships').execute();
  return rows.reduce((sum, row) => sum + row.scholarships, 0);
};

beforeAll(async () => {
  server = await createFreshServerDatabase();
  db = await openDatabase({ url: server?.url });
  await migrateToJustBefore(db, '0014-scholarship-status');
  await insertScholarship('2026-06-30');
  await insertScholarship('2026-12-31');
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  await server?.drop();
});

describe('migration 0014 (scholarship status)', () => {
  it('publishes the scholarships that existed, and keeps counting them', async () => {
    const statuses = await db.selectFrom('scholarships').select('status').execute();

    expect(statuses.map((row) => row.status)).toEqual(['published', 'published']);
    expect(await countedScholarships()).toBe(2);
  });

  it('makes a new scholarship a draft, which the catalogue’s counts leave out until it is published', async () => {
    const { id } = await insertScholarship('2027-03-31');
    const status = await db.selectFrom('scholarships').select('status').where('id', '=', id).executeTakeFirstOrThrow();

    expect(status.status).toBe('draft');
    expect(await countedScholarships()).toBe(2);
    await db.updateTable('scholarships').set({ status: 'published' }).where('id', '=', id).execute();
    expect(await countedScholarships()).toBe(3);
    await db.updateTable('scholarships').set({ status: 'archived' }).where('id', '=', id).execute();
    expect(await countedScholarships()).toBe(2);
    await db.deleteFrom('scholarships').where('id', '=', id).execute();
    expect(await countedScholarships()).toBe(2);
  });
});
