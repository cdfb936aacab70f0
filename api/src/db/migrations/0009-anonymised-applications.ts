import { sql, type Kysely } from 'kysely';

// A student who deletes their own account leaves their applications behind for the staff's records,
// with nobody attached (src/iam/my-data/delete-own-account.ts): a null user_id is "a deleted
// account". The foreign key still cascades, so an ADMIN deleting an account removes its applications
// as before; only the student's own deletion detaches them first. Several anonymised applications to
// one scholarship do not collide: the unique (user_id, scholarship_id) key treats nulls as distinct.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table applications alter column user_id drop not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from applications where user_id is null`.execute(db);
  await sql`alter table applications alter column user_id set not null`.execute(db);
}
