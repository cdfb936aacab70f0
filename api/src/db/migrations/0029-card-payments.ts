import { sql, type Kysely } from 'kysely';

// Card payment through CMI (docs/payments.md, "Card payment (CMI)"). Each "Pay by card" starts an
// attempt with its own order id (`oid`, what CMI's callback names); the callback that approves one
// verifies the payment, which keeps how it was paid (`method`) and the attempt that paid it. A second
// attempt approved after the payment was verified is `duplicate`: its money is for staff to refund.
// Every callback is logged, whatever it says, with only the fields that carry no card data.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table card_payment_attempts (
      id integer generated always as identity primary key,
      -- The payment's reference, '-' and random characters: at most 64, letters, digits and '-'.
      order_id text not null unique check (order_id ~ '^[A-Za-z0-9-]{1,64}$'),
      payment_id integer not null references payments (id),
      amount_centimes integer not null check (amount_centimes between 1 and 100000000),
      -- ISO 4217's number, as CMI takes it: 504 is the dirham.
      currency text not null,
      status text not null default 'started' check (status in ('started', 'approved', 'declined', 'duplicate')),
      trans_id text,
      auth_code text,
      proc_return_code text,
      -- CMI's ErrMsg on a decline, shown to the student.
      error_message text,
      created_at timestamptz not null default now(),
      completed_at timestamptz
    )`.execute(db);
  await sql`create index card_payment_attempts_payment_idx on card_payment_attempts (payment_id, created_at)`.execute(db);
  await sql`
    alter table payments
      add column method text check (method in ('transfer', 'card')),
      add column card_attempt_id integer references card_payment_attempts (id)`.execute(db);
  // Every payment verified so far was verified by staff or a bank statement: a transfer (or cash).
  await sql`update payments set method = 'transfer' where status = 'VERIFIED'`.execute(db);
  await sql`
    create table card_payment_callbacks (
      id integer generated always as identity primary key,
      -- As received: it may name no attempt.
      order_id text,
      received_at timestamptz not null default now(),
      outcome text not null check (outcome in ('verified', 'declined', 'replayed', 'duplicate', 'rejected')),
      -- Why a callback was rejected ('bad-hash', 'unknown-order', 'amount-mismatch', …), null otherwise.
      reason text,
      -- The whitelisted fields only (card-callback-log.ts): never a card number, expiry or CVV.
      fields jsonb not null,
      remote_address text not null
    )`.execute(db);
  await sql`create index card_payment_callbacks_order_idx on card_payment_callbacks (order_id, received_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table card_payment_callbacks`.execute(db);
  await sql`alter table payments drop column card_attempt_id, drop column method`.execute(db);
  await sql`drop table card_payment_attempts`.execute(db);
}
