import { sql, type Transaction } from 'kysely';
import { recordAudits, type Caller } from '#api/audit/audit-log.ts';
import type { AppContext } from '#api/context.ts';
import type { DB } from '#api/db/schema.ts';
import { enqueueDocuments } from '#api/documents/issuing/document-queue.ts';
import { enqueuePaymentMails } from '#api/payments/review/enqueue-payment-mails.ts';
import { inBatches } from './batches.ts';
import type { StatementVerification } from './match-lines.ts';

/**
 * Verifies, in the import's transaction, each payment a statement's line paid: the line's amount
 * received on its day, the line named; one 'payment.verify' audit entry each ("statement N, line
 * L") and a mail to each student, all in batched statements rather than one per payment.
 */
export async function verifyFromStatement(
  context: AppContext,
  trx: Transaction<DB>,
  by: Caller,
  statementId: number,
  verifications: readonly StatementVerification[],
): Promise<void> {
  const now = context.clock.now();
  for (const batch of inBatches(verifications)) {
    await sql`
      update payments as p
      set status = 'VERIFIED', amount_received_centimes = v.amount, paid_on = v.paid_on,
        refusal_reason = null, verified_at = ${now}, verified_by = ${by.actor.id},
        statement_line_id = v.line_id, method = 'transfer', updated_at = ${now}
      from unnest(
        ${sql.val(batch.map((verification) => verification.paymentId))}::integer[],
        ${sql.val(batch.map((verification) => verification.amountCentimes))}::integer[],
        ${sql.val(batch.map((verification) => verification.paidOn))}::date[],
        ${sql.val(batch.map((verification) => verification.lineId))}::integer[]
      ) as v(id, amount, paid_on, line_id)
      where p.id = v.id`.execute(trx);
    await recordAudits(
      trx,
      by,
      batch.map((verification) => ({
        action: 'payment.verify',
        targetType: 'payment',
        targetId: verification.paymentId,
        changes: {
          status: [verification.statusBefore, 'VERIFIED'],
          amountReceived: verification.amountCentimes,
          paidOn: verification.paidOn,
          statement: statementId,
          line: verification.line,
        },
      })),
    );
    await enqueuePaymentMails(
      context,
      trx,
      batch.map((verification) => verification.paymentId),
      'verified',
    );
    // Their receipts (docs/documents.md), drawn by a worker after the commit.
    await enqueueDocuments(
      context.jobs,
      trx,
      batch.map(({ paymentId }) => ({ kind: 'payment-receipt', paymentId })),
    );
  }
}
