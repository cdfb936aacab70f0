import { sql, type Kysely } from 'kysely';

// Second factors (api/src/iam/factors, docs/security.md, "Second factors"): TOTP apps and passkeys,
// the recovery codes (hashes only), the sign-ins waiting for their second step (the challenge's
// hash only) and the factor being added by each account.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table second_factors (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      kind text not null check (kind in ('TOTP', 'PASSKEY')),
      name text not null,
      totp_secret text,
      totp_last_step bigint,
      credential_id text unique,
      public_key text,
      counter bigint,
      transports text[],
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      check (
        (kind = 'TOTP' and totp_secret is not null)
        or (kind = 'PASSKEY' and credential_id is not null and public_key is not null and counter is not null)
      )
    )`.execute(db);
  await sql`create index second_factors_user_idx on second_factors (user_id, created_at)`.execute(db);

  await sql`
    create table recovery_codes (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      code_hash text not null unique,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index recovery_codes_user_idx on recovery_codes (user_id)`.execute(db);

  await sql`
    create table sign_in_challenges (
      id uuid primary key default gen_random_uuid(),
      token_hash text not null unique,
      user_id uuid not null references users (id) on delete cascade,
      purpose text not null check (purpose in ('sign-in', 'enrolment')),
      expires_at timestamptz not null,
      failures integer not null default 0,
      webauthn_challenge text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index sign_in_challenges_user_idx on sign_in_challenges (user_id)`.execute(db);
  await sql`create index sign_in_challenges_expires_idx on sign_in_challenges (expires_at)`.execute(db);

  await sql`
    create table factor_enrolments (
      user_id uuid primary key references users (id) on delete cascade,
      kind text not null check (kind in ('TOTP', 'PASSKEY')),
      totp_secret text,
      webauthn_challenge text,
      expires_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table factor_enrolments`.execute(db);
  await sql`drop table sign_in_challenges`.execute(db);
  await sql`drop table recovery_codes`.execute(db);
  await sql`drop table second_factors`.execute(db);
}
