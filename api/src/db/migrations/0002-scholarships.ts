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
  // The included column lets PostgreSQL count a country's or a university's scholarships from the
  // index alone (it never does an index-only scan of an expression whose column it cannot read).
  await sql`
    create index scholarships_country_idx on scholarships (lower(country), deadline, id)
    include (country)`.execute(db);
  await sql`
    create index scholarships_university_idx on scholarships (lower(university), deadline, id)
    include (university)`.execute(db);
  await sql`create index scholarships_search_idx on scholarships using gin (search_text gin_trgm_ops)`.execute(
    db,
  );
  // The filter menus list distinct values: an index-only scan instead of sorting the table.
  await sql`create index scholarships_country_name_idx on scholarships (country)`.execute(db);
  await sql`create index scholarships_university_name_idx on scholarships (university)`.execute(db);

  // The unfiltered list (the most common call) needs how many scholarships there are and how many
  // are open: read from these per-deadline counts (a few hundred rows) instead of counting the
  // table. Statement-level triggers keep them right in the writer's own transaction.
  await sql`
    create table scholarship_deadline_counts (
      deadline date primary key,
      scholarships integer not null check (scholarships >= 0)
    )`.execute(db);
  await sql`
    create function scholarship_deadline_counts_add() returns trigger language plpgsql as $$
    begin
      insert into scholarship_deadline_counts (deadline, scholarships)
      select deadline, count(*) from added group by deadline order by deadline
      on conflict (deadline) do update set scholarships = scholarship_deadline_counts.scholarships + excluded.scholarships;
      return null;
    end $$`.execute(db);
  await sql`
    create function scholarship_deadline_counts_remove() returns trigger language plpgsql as $$
    begin
      update scholarship_deadline_counts as counts set scholarships = counts.scholarships - removed_counts.scholarships
      from (select deadline, count(*) as scholarships from removed group by deadline) as removed_counts
      where counts.deadline = removed_counts.deadline;
      return null;
    end $$`.execute(db);
  await sql`
    create function scholarship_deadline_counts_move() returns trigger language plpgsql as $$
    begin
      update scholarship_deadline_counts as counts set scholarships = counts.scholarships - removed_counts.scholarships
      from (select deadline, count(*) as scholarships from removed group by deadline) as removed_counts
      where counts.deadline = removed_counts.deadline;
      insert into scholarship_deadline_counts (deadline, scholarships)
      select deadline, count(*) from added group by deadline order by deadline
      on conflict (deadline) do update set scholarships = scholarship_deadline_counts.scholarships + excluded.scholarships;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger scholarships_counted_on_insert after insert on scholarships
    referencing new table as added for each statement execute function scholarship_deadline_counts_add()`.execute(
    db,
  );
  await sql`
    create trigger scholarships_counted_on_delete after delete on scholarships
    referencing old table as removed for each statement execute function scholarship_deadline_counts_remove()`.execute(
    db,
  );
  await sql`
    create trigger scholarships_counted_on_update after update on scholarships
    referencing old table as removed new table as added for each statement execute function scholarship_deadline_counts_move()`.execute(
    db,
  );

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
