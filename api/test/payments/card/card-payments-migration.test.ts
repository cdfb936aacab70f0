import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#api/db/database.ts';
import { migrateToJustBefore, migrateToLatest } from '#api/db/migrate.ts';
import { createFreshServerDatabase } from '../../test-database.ts';

// Migration 0029 on a season already running: every payment verified so far was a transfer (or cash)
// checked by staff or a statement; the others have no method yet.

let server: Awaited<ReturnType<typeof createFreshServerDatabase>>;
let db: Database;

beforeAll(async () => {
  server = await createFreshServerDatabase();
  db = await openDatabase({ url: server?.url });
  await migrateToJustBefore(db, '0029-card-payments');
  await sql`
    insert into payments (reference, kind, amount_due_centimes, status, amount_received_centimes, paid_on)
    values ('B0000001', 'registration', 15000, 'VERIFIED', 15000, '2026-01-05'),
           ('B0000002', 'registration', 15000, 'RECEIPT_SUBMITTED', null, null)`.execute(db);
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  await server?.drop();
});

describe('migration 0029 (card payments)', () => {
  it('records the payments verified so far as transfers, and no method on the others', async () => {
    const payments = await db.selectFrom('payments').select(['reference', 'method', 'cardAttemptId']).orderBy('reference').execute();

    expect(payments).toEqual([
      { reference: 'B0000001', method: 'transfer', cardAttemptId: null },
      { reference: 'B0000002', method: null, cardAttemptId: null },
    ]);
  });
});
