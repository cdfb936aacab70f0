import { sql, type Kysely } from 'kysely';

// How to pay (docs/payments.md, "Settings"): what an ADMIN sets besides registration's fee. The payee,
// the bank and its RIB on the one payment_settings row (empty until set; the RIB is its 24 digits,
// its key checked by the api with common/src/rib.ts), and per language the other ways to pay and the
// service contract template students download, sign and send back. A template is a `files` row like
// every stored file; replacing one deletes the old row and bytes (payments/settings/).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table payment_settings
      add column payee text not null default '' check (length(payee) <= 200),
      add column bank_name text not null default '' check (length(bank_name) <= 200),
      add column rib text not null default '' check (rib = '' or rib ~ '^[0-9]{24}$')`.execute(db);
  await sql`
    create table payment_instructions (
      language text primary key check (language in ('fr', 'ar', 'en')),
      other_ways text not null default '' check (length(other_ways) <= 2000),
      service_contract_file_id uuid unique references files (id) on delete set null,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`insert into payment_instructions (language) values ('fr'), ('ar'), ('en')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table payment_instructions`.execute(db);
  await sql`alter table payment_settings drop column payee, drop column bank_name, drop column rib`.execute(db);
}
