import { sql, type Kysely } from 'kysely';

// The registration form shows the payment's reference before the account exists (docs/payments.md,
// "References"): the reference is taken from the sequence when the form asks for it and kept here,
// with the hash of a token only that browser holds, until the registration claims it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table payment_reference_reservations (
      reference text primary key,
      token_hash text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index payment_reference_reservations_created_idx on payment_reference_reservations (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table payment_reference_reservations`.execute(db);
}
