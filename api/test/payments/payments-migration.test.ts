import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPaymentReference } from '@bourses/common/payment-reference';
import { openDatabase, type Database } from '#api/db/database.ts';
import { migrateToJustBefore, migrateToLatest } from '#api/db/migrate.ts';
import { createFreshServerDatabase } from '../test-database.ts';

// Migration 0019 on a season already running: each receipt already sent becomes a submitted payment
// of the amount configured then, and nothing already approved changes state.

let server: Awaited<ReturnType<typeof createFreshServerDatabase>>;
let db: Database;

/** A stored file row, as uploads leave them. */
const fileRow = async (name: string) =>
  (
    await sql<{ id: string }>`insert into files (storage_key, original_name, mime_type, size_bytes)
      values (${`ab/${name}`}, ${name}, 'application/pdf', 100) returning id`.execute(db)
  ).rows[0]?.id ?? '';

let approvedStudent: string;
let paidApplication: number;
let freeApplication: number;

beforeAll(async () => {
  server = await createFreshServerDatabase();
  db = await openDatabase({ url: server?.url });
  await migrateToJustBefore(db, '0019-payments');
  const student = async (email: string, approvalStatus: string, receipt: string | null) =>
    (
      await sql<{ id: string }>`insert into users (email, password_hash, first_name, last_name, role, approval_status,
          is_verified, payment_receipt_file_id)
        values (${email}, 'x', 'Salma', 'Bennani', 'CLIENT', ${approvalStatus}, true, ${receipt}) returning id`.execute(db)
    ).rows[0]?.id ?? '';
  approvedStudent = await student('salma@example.ma', 'APPROVED', await fileRow('recu-salma.pdf'));
  await student('sans-recu@example.ma', 'PENDING', null);
  const scholarship = async (fee: number | null) =>
    (
      await sql<{ id: number }>`insert into scholarships (country, university, start_date, deadline, status, application_fee_centimes)
        values ('FR', 'Université', '2026-01-01', '2026-12-31', 'published', ${fee}) returning id`.execute(db)
    ).rows[0]?.id ?? 0;
  const application = async (scholarshipId: number, status: string) =>
    (
      await sql<{ id: number }>`insert into applications (scholarship_id, user_id, status, receipt_file_id)
        values (${scholarshipId}, ${approvedStudent}, ${status}, ${await fileRow(`recu-${scholarshipId}.pdf`)}) returning id`.execute(db)
    ).rows[0]?.id ?? 0;
  paidApplication = await application(await scholarship(30_000), 'approved');
  freeApplication = await application(await scholarship(null), 'pending');
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  await server?.drop();
});

describe('migration 0019 (payments)', () => {
  it('turns each receipt already sent into a submitted payment of the amount configured then', async () => {
    const payments = await db
      .selectFrom('payments')
      .select(['kind', 'userId', 'applicationId', 'amountDueCentimes', 'status', 'reference'])
      .orderBy('id')
      .execute();

    expect(payments).toMatchObject([
      { kind: 'registration', userId: approvedStudent, applicationId: null, amountDueCentimes: 0, status: 'RECEIPT_SUBMITTED' },
      { kind: 'application', applicationId: paidApplication, amountDueCentimes: 30_000, status: 'RECEIPT_SUBMITTED' },
      { kind: 'application', applicationId: freeApplication, amountDueCentimes: 0, status: 'RECEIPT_SUBMITTED' },
    ]);
    expect(payments.every((payment) => readPaymentReference(payment.reference) === payment.reference)).toBe(true);
    expect(new Set(payments.map((payment) => payment.reference)).size).toBe(3);
  });

  it('leaves what was approved approved', async () => {
    const user = await db.selectFrom('users').select('approvalStatus').where('id', '=', approvedStudent).executeTakeFirstOrThrow();
    const application = await db.selectFrom('applications').select('status').where('id', '=', paidApplication).executeTakeFirstOrThrow();

    expect([user.approvalStatus, application.status]).toEqual(['APPROVED', 'approved']);
  });

  it('starts registration’s fee at zero, in one settings row', async () => {
    expect(await db.selectFrom('paymentSettings').select('registrationFeeCentimes').execute()).toEqual([
      { registrationFeeCentimes: 0 },
    ]);
  });
});
