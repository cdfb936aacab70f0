import { sql, type Kysely } from 'kysely';

// The links of "forgot password" (iam/password-reset): single use, valid one hour, stored as a
// SHA-256 hash only, like the verification links. A new request replaces the account's unused links.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table password_reset_tokens (
      token_hash text primary key,
      user_id uuid not null references users (id) on delete cascade,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index password_reset_tokens_user_idx on password_reset_tokens (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table password_reset_tokens`.execute(db);
}
