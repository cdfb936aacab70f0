import { sql, type Kysely } from 'kysely';

// Bank statement import (docs/payments.md, "Bank statement import"): each import is a statement
// ("relevé n° N") with its counts and the lines it could not read; each credit it applied is a line
// whose fingerprint is unique across every statement, so that a line imported again (the same file,
// or an overlapping statement) is never applied twice. A payment verified from a statement names
// its line. The column mapping staff chose for a bank is remembered under its normalised name.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table bank_statements (
      id integer generated always as identity primary key,
      bank text not null check (length(bank) between 1 and 100),
      file_name text not null,
      file_sha256 text not null,
      columns jsonb not null,
      imported_at timestamptz not null default now(),
      imported_by uuid references users (id) on delete set null,
      line_count integer not null default 0,
      matched_count integer not null default 0,
      already_verified_count integer not null default 0,
      mismatch_count integer not null default 0,
      unmatched_count integer not null default 0,
      already_imported_count integer not null default 0,
      problem_count integer not null default 0,
      problems jsonb not null default '[]'
    )`.execute(db);
  await sql`create index bank_statements_imported_at_idx on bank_statements (imported_at desc, id desc)`.execute(
    db,
  );
  await sql`
    create table bank_statement_lines (
      id integer generated always as identity primary key,
      statement_id integer not null references bank_statements (id) on delete cascade,
      line_number integer not null check (line_number > 0),
      fingerprint text not null unique,
      operation_date date not null,
      label text not null,
      amount_centimes integer not null check (amount_centimes between 1 and 100000000),
      payment_references text[] not null,
      outcome text not null
        check (outcome in ('MATCHED', 'ALREADY_VERIFIED', 'MISMATCH', 'UNMATCHED')),
      payment_id integer references payments (id) on delete set null,
      unique (statement_id, line_number)
    )`.execute(db);
  // The statement's lists read by outcome in line order; a deleted payment's lines are found by it.
  await sql`create index bank_statement_lines_outcome_idx on bank_statement_lines (statement_id, outcome, line_number)`.execute(
    db,
  );
  await sql`create index bank_statement_lines_payment_idx on bank_statement_lines (payment_id) where payment_id is not null`.execute(
    db,
  );
  await sql`
    create table bank_column_mappings (
      bank text primary key,
      mapping jsonb not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    alter table payments
      add column statement_line_id integer unique references bank_statement_lines (id) on delete set null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payments drop column statement_line_id`.execute(db);
  await sql`drop table bank_column_mappings`.execute(db);
  await sql`drop table bank_statement_lines`.execute(db);
  await sql`drop table bank_statements`.execute(db);
}
