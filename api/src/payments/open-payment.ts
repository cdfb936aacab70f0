import type { Transaction } from 'kysely';
import type { PaymentKind, PaymentStatus } from '@bourses/common/statuses';
import type { DB } from '../db/schema.ts';
import { flagDuplicates } from './payment-duplicates.ts';
import { nextPaymentReference } from './registration-reference.ts';

interface OwedFee {
  kind: PaymentKind;
  userId: string;
  applicationId: number | null;
  scholarshipId: number | null;
  amountDueCentimes: number;
  /** The reference the student was shown before the payment existed (a registration form's). */
  reference?: string;
}

/**
 * Opens the payment of a fee. Its reference comes from a sequence's next number (or was reserved from
 * it for a registration form): never given twice, even once a payment is deleted or a transaction
 * rolls back. Opened with its receipt (a registration,
 * an application), it is RECEIPT_SUBMITTED; opened for its reference before applying, AWAITING_RECEIPT.
 */
export async function openPayment(
  trx: Transaction<DB>,
  fee: OwedFee,
  now: Date,
  status: PaymentStatus = 'RECEIPT_SUBMITTED',
): Promise<{ id: number; reference: string }> {
  const reference = fee.reference ?? (await nextPaymentReference(trx));
  const opened = await trx
    .insertInto('payments')
    .values({ ...fee, reference, status, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (status === 'RECEIPT_SUBMITTED') await flagDuplicates(trx, opened.id);
  return { id: opened.id, reference };
}

/**
 * The fee of an application sent with its receipt (in the application's transaction): the payment
 * the student opened for its reference, if any, now carries the receipt; otherwise one is opened.
 */
export async function payApplicationFee(
  trx: Transaction<DB>,
  fee: { userId: string; applicationId: number; scholarshipId: number; amountDueCentimes: number },
  now: Date,
): Promise<void> {
  const opened = await trx
    .updateTable('payments')
    .set({ applicationId: fee.applicationId, amountDueCentimes: fee.amountDueCentimes, status: 'RECEIPT_SUBMITTED', updatedAt: now })
    .where('userId', '=', fee.userId)
    .where('scholarshipId', '=', fee.scholarshipId)
    .where('kind', '=', 'application')
    .where('applicationId', 'is', null)
    .where('status', '=', 'AWAITING_RECEIPT')
    .returning('id')
    .executeTakeFirst();
  if (opened) await flagDuplicates(trx, opened.id);
  else await openPayment(trx, { kind: 'application', ...fee }, now);
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
  const resent = await update.returning('id').execute();
  for (const payment of resent) await flagDuplicates(trx, payment.id);
}
