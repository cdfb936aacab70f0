import { sql, type Kysely } from 'kysely';

// Owned by the scholarship service: scholarships and their per-language content.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table scholarships (
      id integer generated always as identity primary key,
      country text not null,
      university text not null,
      image_url text,
      image_file_id uuid references files (id) on delete set null,
      start_date date not null,
      deadline date not null check (deadline >= start_date),
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index scholarships_deadline_idx on scholarships (deadline, id)`.execute(db);

  await sql`
    create table scholarship_translations (
      scholarship_id integer not null references scholarships (id) on delete cascade,
      language text not null check (language in ('fr', 'ar', 'en')),
      title text not null,
      description text not null default '',
      long_description text not null default '',
      video_url text,
      faq jsonb not null default '[]',
      primary key (scholarship_id, language)
    )`.execute(db);
}
