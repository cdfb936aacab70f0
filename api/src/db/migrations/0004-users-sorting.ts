import { sql, type Kysely } from 'kysely';

// The staff sort the accounts list by name, role or approval status (src/iam/users/user-sort.ts). Each
// index holds the whole order of one sort, tie-breaker included, so a page reads only its rows in
// either direction. The e-mail sort uses users_email_key (lower(email)), which is unique.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index users_name_idx on users (lower(last_name), lower(first_name), id)`.execute(db);
  // These replace the role and approval indexes of 0001, which lacked the id: the filtered default
  // list (newest first) still reads them.
  await sql`create index users_role_created_at_idx on users (role, created_at desc, id)`.execute(db);
  await sql`create index users_approval_created_at_idx on users (approval_status, created_at desc, id)`.execute(
    db,
  );
  await sql`drop index users_role_idx`.execute(db);
  await sql`drop index users_approval_status_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index users_role_idx on users (role, created_at desc)`.execute(db);
  await sql`create index users_approval_status_idx on users (approval_status, created_at desc)`.execute(db);
  await sql`drop index users_approval_created_at_idx`.execute(db);
  await sql`drop index users_role_created_at_idx`.execute(db);
  await sql`drop index users_name_idx`.execute(db);
}
