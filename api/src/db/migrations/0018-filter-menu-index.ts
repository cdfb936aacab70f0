import { sql, type Kysely } from 'kysely';

// The filter menus read the catalogue's distinct (country, university) pairs, so that choosing a country
// narrows the universities offered (scholarships/filter-options.ts): one index serves that loose scan,
// and the two single-column ones of the former per-column scans (migration 0002) have no reader left.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index scholarships_country_university_idx on scholarships (country, university)`.execute(
    db,
  );
  await sql`drop index scholarships_country_name_idx`.execute(db);
  await sql`drop index scholarships_university_name_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index scholarships_university_name_idx on scholarships (university)`.execute(db);
  await sql`create index scholarships_country_name_idx on scholarships (country)`.execute(db);
  await sql`drop index scholarships_country_university_idx`.execute(db);
}
