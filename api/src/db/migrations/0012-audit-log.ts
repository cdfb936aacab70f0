import { sql, type Kysely } from 'kysely';

// The audit log (api/src/audit): every staff action, with who, when, on what, from which address and
// what changed. Append-only: a trigger refuses every update and delete, so that not even the api's own
// database user can rewrite the past. The actor is kept as an id without a foreign key, so that
// deleting an account never touches the record of what it did.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table audit_log (
      id bigint generated always as identity primary key,
      at timestamptz not null default now(),
      actor_id uuid,
      actor_role text,
      action text not null,
      target_type text not null,
      target_id text,
      client_address text,
      changes jsonb not null default '{}'::jsonb
    )`.execute(db);
  await sql`create index audit_log_at_idx on audit_log (at desc, id desc)`.execute(db);
  await sql`create index audit_log_actor_idx on audit_log (actor_id, at desc)`.execute(db);
  await sql`create index audit_log_target_idx on audit_log (target_type, target_id, at desc)`.execute(db);
  await sql`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only';
    end
    $$`.execute(db);
  await sql`
    create trigger audit_log_append_only before update or delete on audit_log
    for each row execute function audit_log_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table audit_log`.execute(db);
  await sql`drop function audit_log_append_only()`.execute(db);
}
