import { sql, type Kysely } from 'kysely';

// An uploaded picture is stored as resized copies (scholarships/scholarship-picture.ts). Each copy
// is a `files` row, so the orphan sweep and the backups see its bytes like any other file: the
// widest is the picture's own row (what `scholarships.image_file_id` names), the others point at it
// through `variant_of` and go with it. Width and height are those of the stored pixels; rows
// written before this migration (and documents) have none.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table files
      add column variant_of uuid references files (id) on delete cascade,
      add column width integer check (width > 0),
      add column height integer check (height > 0)`.execute(db);
  await sql`create index files_variant_of_idx on files (variant_of) where variant_of is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from files where variant_of is not null`.execute(db);
  await sql`
    alter table files
      drop column variant_of,
      drop column width,
      drop column height`.execute(db);
}
