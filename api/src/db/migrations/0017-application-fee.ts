import { sql, type Kysely } from 'kysely';

// A scholarship's optional application fee, in centimes of the platform's currency (MAD): null is
// free (docs/product-rules.md, "Money"). The payments that follow it read it when a student applies.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table scholarships add column application_fee_centimes integer
    check (application_fee_centimes between 0 and 100000000)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table scholarships drop column application_fee_centimes`.execute(db);
}
