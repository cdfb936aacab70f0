import { sql, type Kysely } from 'kysely';
import { paymentReference } from '@bourses/common/payment-reference';

// Payments (docs/payments.md): one per fee a student owes, with a reference made from a sequence's
// number, so that a reference is never given twice, even after a deletion. The receipt stays where
// it is (users.payment_receipt_file_id, applications.receipt_file_id): a payment reads its owner's.
// Registration's fee lives in payment_settings, one row, zero until an ADMIN sets it.
//
// What existed migrates as the issue asks: each receipt already sent becomes a submitted payment of
// the amount configured then (zero for registration, the scholarship's fee or zero for an
// application), so nothing already approved changes state.

const BATCH = 1_000;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence payment_reference_numbers`.execute(db);
  await sql`
    create table payment_settings (
      id boolean primary key default true check (id),
      registration_fee_centimes integer not null default 0
        check (registration_fee_centimes between 0 and 100000000),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`insert into payment_settings default values`.execute(db);
  await sql`
    create table payments (
      id integer generated always as identity primary key,
      reference text not null unique,
      kind text not null check (kind in ('registration', 'application')),
      user_id uuid references users (id) on delete set null,
      application_id integer unique references applications (id) on delete set null,
      amount_due_centimes integer not null check (amount_due_centimes between 0 and 100000000),
      amount_received_centimes integer check (amount_received_centimes between 0 and 100000000),
      status text not null default 'AWAITING_RECEIPT'
        check (status in ('AWAITING_RECEIPT', 'RECEIPT_SUBMITTED', 'VERIFIED', 'REFUSED')),
      refusal_reason text,
      paid_on date,
      bank_transaction_reference text unique,
      verified_at timestamptz,
      verified_by uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      -- An application's payment outlives the application (set null), a registration's never had one.
      check (kind = 'application' or application_id is null)
    )`.execute(db);
  // One registration payment per account; the staff lists filter by status and kind.
  await sql`create unique index payments_registration_key on payments (user_id) where kind = 'registration'`.execute(db);
  await sql`create index payments_status_idx on payments (status, kind, created_at desc)`.execute(db);

  await migrateReceipts(db);
}

/** Each receipt already sent, as a submitted payment, in batches whatever the season's size. */
async function migrateReceipts(db: Kysely<unknown>): Promise<void> {
  const owed = await sql<{ kind: string; userId: string | null; applicationId: number | null; amount: number; createdAt: Date }>`
    select 'registration' as "kind", id as "userId", null::integer as "applicationId", 0 as "amount", created_at as "createdAt"
      from users where payment_receipt_file_id is not null
    union all
    select 'application', a.user_id, a.id, coalesce(s.application_fee_centimes, 0), a.created_at
      from applications a join scholarships s on s.id = a.scholarship_id
      where a.receipt_file_id is not null
    order by 5`.execute(db);
  for (let start = 0; start < owed.rows.length; start += BATCH) {
    const batch = owed.rows.slice(start, start + BATCH);
    const numbers = await sql<{ number: string }>`
      select nextval('payment_reference_numbers') as "number" from generate_series(1, ${batch.length})`.execute(db);
    const values = batch.map(
      (row, index) =>
        sql`(${paymentReference(Number(numbers.rows[index]?.number))}, ${row.kind}, ${row.userId}, ${row.applicationId},
          ${row.amount}, 'RECEIPT_SUBMITTED', ${row.createdAt}, ${row.createdAt})`,
    );
    await sql`
      insert into payments (reference, kind, user_id, application_id, amount_due_centimes, status, created_at, updated_at)
      values ${sql.join(values)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table payments`.execute(db);
  await sql`drop table payment_settings`.execute(db);
  await sql`drop sequence payment_reference_numbers`.execute(db);
}
