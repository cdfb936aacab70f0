import { sql, type Transaction } from 'kysely';
import { paymentReference } from '@bourses/common/payment-reference';
import type { PaymentKind } from '@bourses/common/statuses';
import type { DB } from '../db/schema.ts';

interface OwedFee {
  kind: PaymentKind;
  userId: string;
  applicationId: number | null;
  amountDueCentimes: number;
}

/**
 * Opens the payment of a fee, in the transaction of what it pays for (a registration or an
 * application), its receipt already sent with it. Its reference comes from a sequence's next number:
 * never given twice, even once a payment is deleted or a transaction rolls back.
 */
export async function openPayment(trx: Transaction<DB>, fee: OwedFee, now: Date): Promise<string> {
  const { rows } = await sql<{ number: string }>`select nextval('payment_reference_numbers') as "number"`.execute(trx);
  const reference = paymentReference(Number(rows[0]?.number));
  await trx
    .insertInto('payments')
    .values({ ...fee, reference, status: 'RECEIPT_SUBMITTED', createdAt: now, updatedAt: now })
    .execute();
  return reference;
}

/** Registration's fee as an ADMIN set it, zero until then. */
export async function registrationFee(trx: Transaction<DB>): Promise<number> {
  const settings = await trx.selectFrom('paymentSettings').select('registrationFeeCentimes').executeTakeFirst();
  return settings?.registrationFeeCentimes ?? 0;
}

/**
 * A new receipt for a payment that waited for one or was refused: it is to be checked again, without
 * the former refusal's reason. A verified payment stays verified: the money was received.
 */
export async function receiptResent(
  trx: Transaction<DB>,
  owner: { applicationId: number } | { registrationOf: string },
  now: Date,
): Promise<void> {
  let update = trx
    .updateTable('payments')
    .set({ status: 'RECEIPT_SUBMITTED', refusalReason: null, updatedAt: now })
    .where('status', 'in', ['AWAITING_RECEIPT', 'REFUSED']);
  update =
    'applicationId' in owner
      ? update.where('applicationId', '=', owner.applicationId)
      : update.where('userId', '=', owner.registrationOf).where('kind', '=', 'registration');
  await update.execute();
}
