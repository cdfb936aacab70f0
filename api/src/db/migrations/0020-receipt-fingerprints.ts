import { sql, type Kysely } from 'kysely';

// What lets staff see one receipt sent for two payments (docs/payments.md, "Duplicate receipts"):
// each receipt file keeps the SHA-256 of its bytes and, for a photo, a perceptual hash
// (payments/receipt-fingerprint.ts), computed when it is uploaded. Receipts stored before have none:
// their bytes would have to be read back from storage, which a migration does not do.
//
// payment_receipts names each payment's receipt wherever its owner keeps it (the account for a
// registration, the application for an application), the one place that join is written.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table files add column sha256 text, add column image_hash text`.execute(db);
  await sql`create index files_sha256_idx on files (sha256) where sha256 is not null`.execute(db);
  await sql`
    create view payment_receipts (payment_id, file_id) as
      select p.id, u.payment_receipt_file_id
        from payments p join users u on u.id = p.user_id
        where p.kind = 'registration' and u.payment_receipt_file_id is not null
      union all
      select p.id, a.receipt_file_id
        from payments p join applications a on a.id = p.application_id
        where a.receipt_file_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view payment_receipts`.execute(db);
  await sql`alter table files drop column sha256, drop column image_hash`.execute(db);
}
