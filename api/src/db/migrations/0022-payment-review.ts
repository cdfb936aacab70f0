import { sql, type Kysely } from 'kysely';

// What staff reviewing payments need (docs/payments.md):
// - `flagged`: another payment's receipt is the same file or a copy of it, kept when a receipt is
//   attached so that the flagged queue is an index scan, not every receipt compared with every other;
// - `scholarship_id`: what an application's fee is for, known before the application exists (a
//   student opens the payment to read its reference, then applies) and after it is deleted;
// - one open payment per student and scholarship until it is attached to an application.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table payments
      add column flagged boolean not null default false,
      add column scholarship_id integer references scholarships (id) on delete set null`.execute(db);
  await sql`
    update payments p set scholarship_id = a.scholarship_id
      from applications a where a.id = p.application_id`.execute(db);
  await sql`create index payments_flagged_idx on payments (created_at desc) where flagged`.execute(db);
  await sql`create index payments_scholarship_idx on payments (scholarship_id)`.execute(db);
  await sql`
    create unique index payments_open_application_key on payments (user_id, scholarship_id)
      where kind = 'application' and application_id is null and status = 'AWAITING_RECEIPT'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index payments_open_application_key`.execute(db);
  await sql`alter table payments drop column flagged, drop column scholarship_id`.execute(db);
}
