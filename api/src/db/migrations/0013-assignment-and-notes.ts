import { sql, type Kysely } from 'kysely';

// Staff casework (docs/product-rules.md, "Assignment and internal notes"): who on the staff follows an
// application or an account, and the staff's internal notes on them. A note is append-only, like a
// case file: a trigger refuses updates; deletes happen only with what the note is about (cascade).
// An assignee's account deleted leaves the work unassigned; a note's author deleted leaves the note.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table applications add column assignee_id uuid references users (id) on delete set null`.execute(db);
  await sql`alter table users add column assignee_id uuid references users (id) on delete set null`.execute(db);
  await sql`create index applications_assignee_idx on applications (assignee_id)`.execute(db);
  await sql`create index users_assignee_idx on users (assignee_id)`.execute(db);
  await sql`
    create table application_notes (
      id bigint generated always as identity primary key,
      application_id integer not null references applications (id) on delete cascade,
      author_id uuid references users (id) on delete set null,
      text text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index application_notes_application_idx on application_notes (application_id, created_at desc, id desc)`.execute(db);
  await sql`
    create table account_notes (
      id bigint generated always as identity primary key,
      user_id uuid not null references users (id) on delete cascade,
      author_id uuid references users (id) on delete set null,
      text text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index account_notes_user_idx on account_notes (user_id, created_at desc, id desc)`.execute(db);
  await sql`
    create function notes_append_only() returns trigger language plpgsql as $$
    begin
      -- Only the author's account deletion may touch a note (author_id set null by the foreign key).
      if new.text is distinct from old.text or new.created_at is distinct from old.created_at
        or new.author_id is not null then
        raise exception 'notes are append-only';
      end if;
      return new;
    end
    $$`.execute(db);
  for (const table of ['application_notes', 'account_notes']) {
    await sql`
      create trigger ${sql.raw(`${table}_append_only`)} before update on ${sql.table(table)}
      for each row execute function notes_append_only()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table account_notes`.execute(db);
  await sql`drop table application_notes`.execute(db);
  await sql`drop function notes_append_only()`.execute(db);
  await sql`alter table users drop column assignee_id`.execute(db);
  await sql`alter table applications drop column assignee_id`.execute(db);
}
