import { sql, type Kysely } from 'kysely';

// One row per sign-in (a refresh-token family), which its owner lists and ends and which says when
// the password or a second factor was last given in it (api/src/iam/sessions, docs/security.md,
// "Sessions and re-authentication"). The session check of every request reads it by its key
// (src/auth/find-actor.ts). The sign-ins live at the upgrade are carried over, with unknown browser
// and address, and count as authenticated when they signed in: a sensitive change asks again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sessions (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      browser text,
      system text,
      address text,
      signed_in_at timestamptz not null,
      last_used_at timestamptz not null,
      authenticated_at timestamptz not null,
      ended_at timestamptz
    )`.execute(db);
  await sql`create index sessions_live_user_idx on sessions (user_id, last_used_at desc) where ended_at is null`.execute(
    db,
  );
  await sql`
    insert into sessions (id, user_id, signed_in_at, last_used_at, authenticated_at)
    select family_id, min(user_id::text)::uuid, min(created_at), max(created_at), min(created_at)
    from refresh_tokens
    where revoked_at is null
    group by family_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sessions`.execute(db);
}
