import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { SIMILAR_IMAGE_MAX_DISTANCE } from './receipt-fingerprint.ts';

/** How another payment's receipt resembles this one's: the very same file, or a photo of the same paper. */
export type DuplicateSimilarity = 'SAME_FILE' | 'SIMILAR';

export interface DuplicatePayment {
  paymentId: number;
  reference: string;
  userId: string | null;
  similarity: DuplicateSimilarity;
}

/**
 * The other payments whose receipt is this payment's receipt (same SHA-256) or a copy of it
 * re-encoded, resized or brightened (perceptual hashes at most SIMILAR_IMAGE_MAX_DISTANCE bits
 * apart), by one student or another, oldest first. A receipt stored before fingerprints existed
 * (migration 0020) matches nothing.
 */
export async function duplicatesOf(db: Kysely<DB>, paymentId: number): Promise<DuplicatePayment[]> {
  const { rows } = await sql<DuplicatePayment>`
    with own as (
      select f.sha256, f.image_hash from payment_receipts r join files f on f.id = r.file_id
      where r.payment_id = ${paymentId} and f.sha256 is not null
    )
    select p.id as "paymentId", p.reference, p.user_id as "userId",
      case when f.sha256 = own.sha256 then 'SAME_FILE' else 'SIMILAR' end as "similarity"
    from own, payment_receipts r
      join files f on f.id = r.file_id
      join payments p on p.id = r.payment_id
    where r.payment_id <> ${paymentId}
      and (f.sha256 = own.sha256
        or (own.image_hash is not null and f.image_hash is not null
          and bit_count(('x' || f.image_hash)::bit(64) # ('x' || own.image_hash)::bit(64)) <= ${SIMILAR_IMAGE_MAX_DISTANCE}))
    order by p.created_at, p.id`.execute(db);
  return rows;
}

/**
 * Flags a payment whose receipt was just attached, and the payments it duplicates: the flagged queue
 * reads the flag rather than comparing every receipt with every other. The flag stays once raised:
 * staff clear the doubt by verifying or refusing, and the list shows the duplicates as they are now.
 */
export async function flagDuplicates(db: Kysely<DB>, paymentId: number): Promise<void> {
  const duplicates = await duplicatesOf(db, paymentId);
  if (duplicates.length === 0) return;
  await db
    .updateTable('payments')
    .set({ flagged: true })
    .where('id', 'in', [paymentId, ...duplicates.map((duplicate) => duplicate.paymentId)])
    .execute();
}
