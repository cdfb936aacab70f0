import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await sql`
    create table files (
      id uuid primary key default gen_random_uuid(),
      storage_key text not null unique,
      original_name text not null,
      mime_type text not null,
      size_bytes integer not null check (size_bytes >= 0),
      owner_id uuid,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table users (
      id uuid primary key default gen_random_uuid(),
      email text not null,
      password_hash text not null,
      first_name text not null,
      last_name text not null,
      phone_number text,
      role text not null default 'CLIENT' check (role in ('CLIENT', 'AGENT', 'ADMIN')),
      approval_status text not null default 'PENDING' check (approval_status in ('PENDING', 'APPROVED', 'REJECTED')),
      approval_date timestamptz,
      rejection_reason text,
      is_verified boolean not null default false,
      verified_at timestamptz,
      language text not null default 'fr' check (language in ('fr', 'ar', 'en')),
      payment_receipt_file_id uuid references files (id) on delete set null,
      service_contract_file_id uuid references files (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);
  await sql`create index users_role_idx on users (role, created_at desc)`.execute(db);
  await sql`create index users_approval_status_idx on users (approval_status, created_at desc)`.execute(db);
  await sql`create index users_is_verified_idx on users (is_verified, created_at desc)`.execute(db);
  await sql`create index users_created_at_idx on users (created_at desc, id)`.execute(db);
  await sql`
    create index users_search_idx on users
    using gin ((lower(first_name || ' ' || last_name || ' ' || email)) gin_trgm_ops)`.execute(db);

  await sql`
    create table email_verification_tokens (
      token_hash text primary key,
      user_id uuid not null references users (id) on delete cascade,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index email_verification_tokens_user_idx on email_verification_tokens (user_id)`.execute(db);

  await sql`
    create table refresh_tokens (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      family_id uuid not null,
      token_hash text not null unique,
      expires_at timestamptz not null,
      used_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index refresh_tokens_family_idx on refresh_tokens (family_id)`.execute(db);
  await sql`create index refresh_tokens_user_idx on refresh_tokens (user_id)`.execute(db);

  await sql`
    create table login_throttle (
      key text primary key,
      failures integer not null default 0,
      window_started_at timestamptz not null default now(),
      locked_until timestamptz
    )`.execute(db);
}
