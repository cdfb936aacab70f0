import { sql, type Kysely } from 'kysely';

// Saved scholarships and their deadline reminders (api/src/saved-scholarships). A reminder row is
// written in the transaction that enqueues its mail, and its key allows one per student, scholarship,
// deadline and window: reruns and several api instances never mail twice, and a deadline that staff
// move gets its own reminders. Its unsubscribe token is stored as a hash, like every other token.
// Students can turn reminders off (users.deadline_reminders).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table saved_scholarships (
      user_id uuid not null references users (id) on delete cascade,
      scholarship_id integer not null references scholarships (id) on delete cascade,
      saved_at timestamptz not null default now(),
      primary key (user_id, scholarship_id)
    )`.execute(db);
  // The reminder job starts from the scholarships closing soon.
  await sql`create index saved_scholarships_scholarship_idx on saved_scholarships (scholarship_id)`.execute(
    db,
  );

  await sql`
    create table deadline_reminders (
      user_id uuid not null references users (id) on delete cascade,
      scholarship_id integer not null references scholarships (id) on delete cascade,
      deadline date not null,
      days_before smallint not null check (days_before in (1, 7)),
      unsubscribe_token_hash text not null unique,
      sent_at timestamptz not null,
      primary key (user_id, scholarship_id, deadline, days_before)
    )`.execute(db);

  await sql`alter table users add column deadline_reminders boolean not null default true`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column deadline_reminders`.execute(db);
  await sql`drop table deadline_reminders`.execute(db);
  await sql`drop table saved_scholarships`.execute(db);
}
