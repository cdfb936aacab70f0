import { sql, type Kysely } from 'kysely';

// A scholarship's life: draft, published, archived (docs/product-rules.md, "A scholarship's life").
// The scholarships that exist are published (they were all public); a new one is a draft unless
// staff publish it. The per-deadline counts of migration 0002 count the catalogue students see,
// so their triggers now count published scholarships only, and a status change moves them.
/**
 * The trigger functions of migration 0002 that keep scholarship_deadline_counts, counting either
 * every scholarship (as 0002 wrote them) or the published ones only. The filter is SQL text inside
 * the functions' bodies, not a parameter.
 */
async function replaceCountFunctions(db: Kysely<unknown>, counted: 'published' | 'every'): Promise<void> {
  const only = sql.raw(counted === 'published' ? "where status = 'published' " : '');
  await sql`
    create or replace function scholarship_deadline_counts_add() returns trigger language plpgsql as $$
    begin
      insert into scholarship_deadline_counts (deadline, scholarships)
      select deadline, count(*) from added ${only}group by deadline order by deadline
      on conflict (deadline) do update set scholarships = scholarship_deadline_counts.scholarships + excluded.scholarships;
      return null;
    end $$`.execute(db);
  await sql`
    create or replace function scholarship_deadline_counts_remove() returns trigger language plpgsql as $$
    begin
      update scholarship_deadline_counts as counts set scholarships = counts.scholarships - removed_counts.scholarships
      from (select deadline, count(*) as scholarships from removed ${only}group by deadline) as removed_counts
      where counts.deadline = removed_counts.deadline;
      return null;
    end $$`.execute(db);
  await sql`
    create or replace function scholarship_deadline_counts_move() returns trigger language plpgsql as $$
    begin
      update scholarship_deadline_counts as counts set scholarships = counts.scholarships - removed_counts.scholarships
      from (select deadline, count(*) as scholarships from removed ${only}group by deadline) as removed_counts
      where counts.deadline = removed_counts.deadline;
      insert into scholarship_deadline_counts (deadline, scholarships)
      select deadline, count(*) from added ${only}group by deadline order by deadline
      on conflict (deadline) do update set scholarships = scholarship_deadline_counts.scholarships + excluded.scholarships;
      return null;
    end $$`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table scholarships add column status text not null default 'published'
    check (status in ('draft', 'published', 'archived'))`.execute(db);
  await sql`alter table scholarships alter column status set default 'draft'`.execute(db);
  // Staff's status filter; students' reads keep the indexes of 0002 (nearly every row is published).
  await sql`create index scholarships_status_idx on scholarships (status, deadline, id)`.execute(db);

  await replaceCountFunctions(db, 'published');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await replaceCountFunctions(db, 'every');
  await sql`drop index scholarships_status_idx`.execute(db);
  await sql`alter table scholarships drop column status`.execute(db);
  // Every row counts again.
  await sql`delete from scholarship_deadline_counts`.execute(db);
  await sql`
    insert into scholarship_deadline_counts (deadline, scholarships)
    select deadline, count(*) from scholarships group by deadline`.execute(db);
}
