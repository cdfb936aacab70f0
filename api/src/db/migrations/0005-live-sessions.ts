import { sql, type Kysely } from 'kysely';

// Every authenticated request checks that its session (a refresh-token family) was not signed out
// (src/auth/find-actor.ts). Only live rows are indexed: a signed-out family has no entry at all, and
// the lookup never reads the spent tokens of long-revoked sign-ins.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index refresh_tokens_live_family_idx on refresh_tokens (family_id, user_id) where revoked_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index refresh_tokens_live_family_idx`.execute(db);
}
