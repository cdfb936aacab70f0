import type { Transaction } from 'kysely';
import type { Caller } from '#api/audit/audit-log.ts';
import type { AppContext } from '#api/context.ts';
import type { DB } from '#api/db/schema.ts';
import { AppError } from '#api/http/app-error.ts';
import type { Verification } from './review-schemas.ts';
import { verifyInTransaction } from './review-payment.ts';

/**
 * The approval rule (docs/payments.md): what a payment pays for is approved only once the money was
 * received. A fee of zero has nothing to receive; a payment not verified yet is verified by the
 * approving action itself when staff give what they received with it. Runs in the approval's
 * transaction: an approval refused leaves the payment as it was, and the reverse.
 */

async function verifyOrRefuse(
  context: AppContext,
  trx: Transaction<DB>,
  by: Caller,
  blocking: { id: number; reference: string } | undefined,
  verification: Verification | undefined,
  refused: (reference: string) => AppError,
): Promise<void> {
  if (!blocking) return;
  if (!verification) throw refused(blocking.reference);
  await verifyInTransaction(context, trx, by, blocking.id, verification);
}

const unverified = (trx: Transaction<DB>) =>
  trx
    .selectFrom('payments')
    .select(['id', 'reference', 'userId'])
    .where('amountDueCentimes', '>', 0)
    .where('status', '<>', 'VERIFIED');

/** Before approving an application: its fee's payment verified, or verified now. */
export async function requireApplicationPaid(
  context: AppContext,
  trx: Transaction<DB>,
  by: Caller,
  applicationId: number,
  verification: Verification | undefined,
): Promise<void> {
  const blocking = await unverified(trx).where('applicationId', '=', applicationId).executeTakeFirst();
  await verifyOrRefuse(context, trx, by, blocking, verification, (reference) =>
    new AppError(409, 'PAYMENT_NOT_VERIFIED', { params: { reference } }),
  );
}

/** Before approving accounts: each one's registration payment verified, or (one account) verified now. */
export async function requireRegistrationsPaid(
  context: AppContext,
  trx: Transaction<DB>,
  by: Caller,
  accounts: readonly { id: string; email: string }[],
  verification: Verification | undefined,
): Promise<void> {
  if (verification && accounts.length !== 1) throw new AppError(400, 'PAYMENT_VERIFY_ONE_ACCOUNT');
  const blocking = await unverified(trx)
    .where('kind', '=', 'registration')
    .where(
      'userId',
      'in',
      accounts.map((account) => account.id),
    )
    .execute();
  if (blocking.length === 0) return;
  const unpaid = new Set(blocking.map((payment) => payment.userId));
  const emails = accounts.filter((account) => unpaid.has(account.id)).map((account) => account.email);
  await verifyOrRefuse(context, trx, by, blocking[0], verification, () =>
    new AppError(409, 'ACCOUNTS_PAYMENT_NOT_VERIFIED', { params: { emails: emails.join(', ') } }),
  );
}
