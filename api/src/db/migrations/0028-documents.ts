import { sql, type Kysely } from 'kysely';

// Official documents (docs/documents.md): payment receipts, proofs of submission and decision letters,
// issued once each. The PDF's bytes are a stored file, kept with their SHA-256; the event that issued
// it (`event_key`) is unique, so a retried job issues nothing twice. A changed decision issues a new
// letter and points the old one to it. The documents go with the student's account (law 09-08).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table documents (
      id uuid primary key default gen_random_uuid(),
      kind text not null check (kind in ('payment-receipt', 'proof-of-submission', 'decision-letter')),
      language text not null check (language in ('fr', 'ar', 'en')),
      user_id uuid not null references users (id) on delete cascade,
      application_id integer references applications (id) on delete set null,
      payment_id integer references payments (id) on delete set null,
      -- What issued it, e.g. 'payment-verified:12', 'submission:34' (a history entry): one document each.
      event_key text not null unique,
      -- Printed on the document, checked at /verifier/{code}: 12 characters of Crockford's base32.
      verification_code text not null unique,
      -- The application's number or the payment's reference, as the verification page shows it.
      reference text not null,
      file_id uuid not null references files (id),
      sha256 text not null,
      issued_at timestamptz not null,
      superseded_by uuid references documents (id) on delete set null,
      superseded_at timestamptz
    )`.execute(db);
  await sql`create index documents_user_idx on documents (user_id, issued_at desc)`.execute(db);
  await sql`create index documents_application_idx on documents (application_id, issued_at) where application_id is not null`.execute(db);
  await sql`create index documents_payment_idx on documents (payment_id) where payment_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table documents`.execute(db);
}
