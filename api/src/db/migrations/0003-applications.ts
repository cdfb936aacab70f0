import { sql, type Kysely } from 'kysely';

// Owned by the scholarship service: applications and their status history.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table applications (
      id integer generated always as identity primary key,
      scholarship_id integer not null references scholarships (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'withdrawn')),
      receipt_file_id uuid references files (id) on delete set null,
      rejection_reason text,
      feedback text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      -- One application per student per scholarship, even under parallel requests.
      constraint applications_user_scholarship_key unique (user_id, scholarship_id)
    )`.execute(db);
  // The staff lists: newest first, optionally by scholarship or status; a student's own list uses the unique key.
  await sql`create index applications_created_at_idx on applications (created_at desc, id desc)`.execute(db);
  await sql`create index applications_scholarship_idx on applications (scholarship_id, created_at desc)`.execute(
    db,
  );
  await sql`create index applications_status_idx on applications (status, created_at desc)`.execute(db);

  await sql`
    create table application_history (
      id integer generated always as identity primary key,
      application_id integer not null references applications (id) on delete cascade,
      status text not null check (status in ('pending', 'approved', 'rejected', 'withdrawn')),
      feedback text,
      actor_id uuid references users (id) on delete set null,
      at timestamptz not null default now()
    )`.execute(db);
  await sql`create index application_history_application_idx on application_history (application_id, at, id)`.execute(
    db,
  );
}
