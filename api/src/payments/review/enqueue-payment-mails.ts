import type { Transaction } from 'kysely';
import type { AppContext } from '#api/context.ts';
import type { DB } from '#api/db/schema.ts';
import { transactionId } from '#api/db/transaction-id.ts';
import { enqueueMails } from '#api/jobs/mail-jobs.ts';
import { paymentMail, type PaymentDecision } from './payment-mails.ts';

/**
 * Enqueues, in the decision's transaction, the mail telling each payment's student that it was
 * verified or refused, in their own language (one statement for a statement import's many). A
 * payment whose student deleted their account mails nobody.
 */
export async function enqueuePaymentMails(
  { config, jobs }: AppContext,
  trx: Transaction<DB>,
  paymentIds: number[],
  decision: PaymentDecision,
): Promise<void> {
  if (paymentIds.length === 0) return;
  const rows = await trx
    .selectFrom('payments as p')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .leftJoin('scholarshipTranslations as t', (join) =>
      join.onRef('t.scholarshipId', '=', 'p.scholarshipId').onRef('t.language', '=', 'u.language'),
    )
    .leftJoin('scholarshipTranslations as tFr', (join) =>
      join.onRef('tFr.scholarshipId', '=', 'p.scholarshipId').on('tFr.language', '=', 'fr'),
    )
    .select((eb) => [
      'p.id',
      'p.kind',
      'p.reference',
      'p.applicationId',
      'p.amountDueCentimes',
      'p.amountReceivedCentimes',
      'p.refusalReason',
      'u.email',
      'u.firstName',
      'u.language',
      eb.fn.coalesce('t.title', 'tFr.title', eb.val('')).as('scholarshipTitle'),
    ])
    .where('p.id', 'in', paymentIds)
    .execute();
  const event = await transactionId(trx);
  await enqueueMails(
    jobs,
    trx,
    rows.map((row) => ({
      eventKey: `payment-${decision}:${row.id}:${event}`,
      kind: decision === 'verified' ? 'payment-verified' : 'payment-refused',
      message: paymentMail({
        decision,
        to: row.email,
        language: row.language,
        firstName: row.firstName,
        reference: row.reference,
        amountCentimes: decision === 'verified' ? (row.amountReceivedCentimes ?? row.amountDueCentimes) : row.amountDueCentimes,
        scholarshipTitle: row.kind === 'application' ? row.scholarshipTitle : null,
        reason: decision === 'refused' ? row.refusalReason : null,
        link:
          row.applicationId === null
            ? `${config.publicWebUrl}/pending`
            : `${config.publicWebUrl}/applications/${row.applicationId}`,
        // The receipt is issued by its own job a moment later: the mail names the page, not the file.
        documentsLink: decision === 'verified' ? `${config.publicWebUrl}/documents` : null,
      }),
    })),
  );
}
