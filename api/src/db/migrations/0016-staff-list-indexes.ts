import { sql, type Kysely } from 'kysely';

// The staff lists and the work queue at 500,000 applications (docs/performance.md, "Staff lists at
// 500,000 rows"). Each list's index holds its whole order, tie-breaker included, so that a page
// reads only its rows, in either direction (the queue reads the pending ones oldest first).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index applications_status_created_at_idx on applications (status, created_at desc, id desc)`.execute(
    db,
  );
  // With the status inside, a scholarship's pending and total counts are index-only scans.
  await sql`
    create index applications_scholarship_created_at_idx on applications (scholarship_id, created_at desc, id desc)
    include (status)`.execute(db);
  await sql`drop index applications_status_idx`.execute(db);
  await sql`drop index applications_scholarship_idx`.execute(db);
  // The work queue's chart: applications received and decided per hour, kept by statement-level
  // triggers in the writer's transaction, so that 30 days read 720 rows instead of counting every
  // application of the month. Hours, not days: a Casablanca day is a range of whole hours whatever
  // the offset the time-zone data gives it (src/applications/dashboard-queries.ts).
  await sql`
    create table application_hourly_activity (
      hour timestamptz primary key,
      received integer not null default 0 check (received >= 0),
      decided integer not null default 0 check (decided >= 0)
    )`.execute(db);
  await sql`
    create function application_hour(at timestamptz) returns timestamptz language sql immutable as $$
      select to_timestamp(floor(extract(epoch from at) / 3600) * 3600)
    $$`.execute(db);
  await sql`
    create function application_activity_received() returns trigger language plpgsql as $$
    begin
      insert into application_hourly_activity (hour, received)
      select application_hour(created_at), count(*) from added group by 1 order by 1
      on conflict (hour) do update set received = application_hourly_activity.received + excluded.received;
      return null;
    end $$`.execute(db);
  await sql`
    create function application_activity_decided() returns trigger language plpgsql as $$
    begin
      insert into application_hourly_activity (hour, decided)
      select application_hour(at), count(*) from added where status in ('approved', 'rejected') group by 1 order by 1
      on conflict (hour) do update set decided = application_hourly_activity.decided + excluded.decided;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger applications_activity_on_insert after insert on applications
    referencing new table as added for each statement execute function application_activity_received()`.execute(
    db,
  );
  await sql`
    create trigger application_history_activity_on_insert after insert on application_history
    referencing new table as added for each statement execute function application_activity_decided()`.execute(
    db,
  );
  // What the triggers would have counted so far.
  await sql`
    insert into application_hourly_activity (hour, received, decided)
    select hour, sum(received), sum(decided) from (
      select application_hour(created_at) as hour, count(*) as received, 0 as decided from applications group by 1
      union all
      select application_hour(at), 0, count(*) from application_history where status in ('approved', 'rejected') group by 1
    ) as counted
    group by hour`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index applications_status_idx on applications (status, created_at desc)`.execute(db);
  await sql`create index applications_scholarship_idx on applications (scholarship_id, created_at desc)`.execute(
    db,
  );
  await sql`drop trigger application_history_activity_on_insert on application_history`.execute(db);
  await sql`drop trigger applications_activity_on_insert on applications`.execute(db);
  await sql`drop function application_activity_decided()`.execute(db);
  await sql`drop function application_activity_received()`.execute(db);
  await sql`drop table application_hourly_activity`.execute(db);
  await sql`drop function application_hour(timestamptz)`.execute(db);
  await sql`drop index applications_scholarship_created_at_idx`.execute(db);
  await sql`drop index applications_status_created_at_idx`.execute(db);
}
