import type { Transaction } from 'kysely';
import type { PaymentMethod, PaymentStatus } from '@bourses/common/statuses';
import { recordAudit, type Caller, type Visitor } from '#api/audit/audit-log.ts';
import type { AppContext } from '#api/context.ts';
import type { DB } from '#api/db/schema.ts';
import { AppError, notFound } from '#api/http/app-error.ts';
import { casablancaToday } from '#api/scholarships/deadline.ts';
import { enqueueDocuments } from '#api/documents/issuing/document-queue.ts';
import { enqueuePaymentMails } from './enqueue-payment-mails.ts';
import type { Verification } from './review-schemas.ts';

/** The payment, locked until the transaction ends (a verification waits for another's). */
export async function lockPayment(trx: Transaction<DB>, paymentId: number) {
  const payment = await trx.selectFrom('payments').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirst();
  if (!payment) throw notFound('PAYMENT_NOT_FOUND');
  return payment;
}

/** One bank transfer pays one fee: a transaction reference already on another payment is refused, naming it. */
async function checkBankReference(trx: Transaction<DB>, paymentId: number, reference: string | null) {
  if (reference === null) return;
  const other = await trx
    .selectFrom('payments')
    .select('reference')
    .where('bankTransactionReference', '=', reference)
    .where('id', '<>', paymentId)
    .executeTakeFirst();
  if (other) throw new AppError(409, 'PAYMENT_BANK_REFERENCE_TAKEN', { params: { reference: other.reference } });
}

/** What is recorded when a payment's money was received, and how it came. */
interface ReceivedPayment extends Verification {
  method: PaymentMethod;
  /** The card attempt that paid it (method card). */
  cardAttemptId?: number;
  /** What the audit entry says besides the amount and day (a card payment's order and transaction). */
  auditDetails?: Record<string, unknown>;
}

/**
 * Marks a payment locked by the caller's transaction, not verified yet, as received: audited, the
 * student mailed and the receipt document enqueued. The one path of a verification by staff and by
 * CMI's callback (payments/card/card-callback.ts), where `by` is a visitor: the gateway.
 */
export async function recordVerification(
  context: AppContext,
  trx: Transaction<DB>,
  by: Caller | Visitor,
  payment: { id: number; status: PaymentStatus },
  received: ReceivedPayment,
): Promise<void> {
  const now = context.clock.now();
  await trx
    .updateTable('payments')
    .set({
      status: 'VERIFIED',
      amountReceivedCentimes: received.amountReceivedCentimes,
      paidOn: received.paidOn,
      bankTransactionReference: received.bankTransactionReference,
      refusalReason: null,
      verifiedAt: now,
      verifiedBy: by.actor?.id ?? null,
      method: received.method,
      cardAttemptId: received.cardAttemptId ?? null,
      updatedAt: now,
    })
    .where('id', '=', payment.id)
    .execute();
  await recordAudit(trx, by, {
    action: 'payment.verify',
    targetType: 'payment',
    targetId: payment.id,
    changes: {
      status: [payment.status, 'VERIFIED'],
      amountReceived: received.amountReceivedCentimes,
      paidOn: received.paidOn,
      ...(received.bankTransactionReference === null ? {} : { bankTransactionReference: received.bankTransactionReference }),
      ...received.auditDetails,
    },
  });
  await enqueuePaymentMails(context, trx, [payment.id], 'verified');
  // Its receipt (docs/documents.md), drawn by a worker after the commit.
  await enqueueDocuments(context.jobs, trx, [{ kind: 'payment-receipt', paymentId: payment.id }]);
}

/**
 * Records, in the caller's transaction, that a payment was received: the amount, the day, the bank's
 * reference; audited and mailed to the student. Any payment not verified yet may be (a transfer may
 * arrive before its receipt, a refusal may have been a mistake).
 */
export async function verifyInTransaction(
  context: AppContext,
  trx: Transaction<DB>,
  by: Caller,
  paymentId: number,
  verification: Verification,
): Promise<void> {
  const payment = await lockPayment(trx, paymentId);
  if (payment.status === 'VERIFIED') throw new AppError(409, 'PAYMENT_ALREADY_VERIFIED');
  if (verification.paidOn > casablancaToday(context.clock.now())) throw new AppError(400, 'PAYMENT_PAID_ON_FUTURE');
  await checkBankReference(trx, paymentId, verification.bankTransactionReference);
  await recordVerification(context, trx, by, payment, { ...verification, method: 'transfer' });
}

export async function verifyPayment(context: AppContext, by: Caller, paymentId: number, verification: Verification) {
  await context.db.transaction().execute((trx) => verifyInTransaction(context, trx, by, paymentId, verification));
}

/**
 * Refuses a payment's receipt with a reason, mailed to the student, who may send a new receipt
 * (it becomes RECEIPT_SUBMITTED again). Only a receipt waiting to be checked is refused: a verified
 * payment's money was received.
 */
export async function refusePayment(context: AppContext, by: Caller, paymentId: number, reason: string) {
  await context.db.transaction().execute(async (trx) => {
    const payment = await lockPayment(trx, paymentId);
    if (payment.status === 'VERIFIED') throw new AppError(409, 'PAYMENT_ALREADY_VERIFIED');
    if (payment.status !== 'RECEIPT_SUBMITTED') throw new AppError(409, 'PAYMENT_NO_RECEIPT_TO_REFUSE');
    const now = context.clock.now();
    await trx
      .updateTable('payments')
      .set({ status: 'REFUSED', refusalReason: reason, verifiedBy: by.actor.id, updatedAt: now })
      .where('id', '=', paymentId)
      .execute();
    await recordAudit(trx, by, {
      action: 'payment.refuse',
      targetType: 'payment',
      targetId: paymentId,
      changes: { status: [payment.status, 'REFUSED'], refusalReason: reason },
    });
    await enqueuePaymentMails(context, trx, [paymentId], 'refused');
  });
}
