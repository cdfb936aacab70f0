import type { Transaction } from 'kysely';
import type { DB } from '#api/db/schema.ts';
import { receiptResent } from '#api/payments/open-payment.ts';
import { flagDuplicates } from '#api/payments/payment-duplicates.ts';

/**
 * A receipt sent for a correction reaches its payment as a resubmitted receipt does (a payment
 * awaiting one or refused is to be checked again); a payment already waiting for its check is
 * compared again with the others' receipts, since its receipt is now another file.
 */
export async function receiptReplaced(
  trx: Transaction<DB>,
  owner: { applicationId: number } | { registrationOf: string },
  now: Date,
): Promise<void> {
  await receiptResent(trx, owner, now);
  const waiting = await trx
    .selectFrom('payments')
    .select('id')
    .where('status', '=', 'RECEIPT_SUBMITTED')
    .$call((query) =>
      'applicationId' in owner
        ? query.where('applicationId', '=', owner.applicationId)
        : query.where('userId', '=', owner.registrationOf).where('kind', '=', 'registration'),
    )
    .execute();
  for (const payment of waiting) await flagDuplicates(trx, payment.id);
}
