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
      -- Titles and descriptions of every language, normalised in TypeScript on write
      -- (lower case, no accents, Arabic letters folded) so that one trigram index serves the search.
      search_text text not null default '',
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  // The list reads open scholarships forwards (deadline, id) and closed ones backwards on the same index.
  await sql`create index scholarships_deadline_idx on scholarships (deadline, id)`.execute(db);
  await sql`create index scholarships_country_idx on scholarships (lower(country), deadline, id)`.execute(db);
  await sql`create index scholarships_university_idx on scholarships (lower(university), deadline, id)`.execute(
    db,
  );
  await sql`create index scholarships_search_idx on scholarships using gin (search_text gin_trgm_ops)`.execute(
    db,
  );
  // The filter menus list distinct values: an index-only scan instead of sorting the table.
  await sql`create index scholarships_country_name_idx on scholarships (country)`.execute(db);
  await sql`create index scholarships_university_name_idx on scholarships (university)`.execute(db);

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
