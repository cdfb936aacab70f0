import { sql, type Kysely } from 'kysely';

// Counters of rate-limiter-flexible (src/abuse/database-rate-limiter.ts), shared by every api
// instance on one database. They replace login_throttle: sign-in failures are counted there too.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rate_limits (
      key text primary key,
      points integer not null,
      expires_at timestamptz
    )`.execute(db);
  await sql`create index rate_limits_expires_at_idx on rate_limits (expires_at)`.execute(db);
  await sql`drop table login_throttle`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table login_throttle (
      key text primary key,
      failures integer not null default 0,
      window_started_at timestamptz not null default now(),
      locked_until timestamptz
    )`.execute(db);
  await sql`drop table rate_limits`.execute(db);
}
