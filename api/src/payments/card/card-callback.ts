import type { Transaction } from 'kysely';
import { recordAudit, type Visitor } from '#api/audit/audit-log.ts';
import type { CmiSettings } from '#api/config/cmi-config.ts';
import type { AppContext } from '#api/context.ts';
import type { CardCallbackOutcome } from '#api/db/card-payment-tables.ts';
import type { DB } from '#api/db/schema.ts';
import { casablancaToday } from '#api/scholarships/deadline.ts';
import { lockPayment, recordVerification } from '../review/review-payment.ts';
import { fieldOf, loggedFields } from './callback-fields.ts';
import { cmiAmount } from './cmi-form.ts';
import { isCmiHashValid } from './cmi-hash.ts';

/**
 * What the callback answers CMI: capture the PreAuth (`ACTION=POSTAUTH`), acknowledge without
 * capturing (`APPROVED`), or refuse the callback (`FAILURE`).
 */
export type CmiAnswer = 'ACTION=POSTAUTH' | 'APPROVED' | 'FAILURE';

interface Outcome {
  outcome: CardCallbackOutcome;
  reason: string | null;
  answer: CmiAnswer;
}

const ERROR_MESSAGE_MAX_LENGTH = 500;
const CMI_VALUE_MAX_LENGTH = 100;

/** Why a callback changes nothing, before its attempt is looked at; null when it may be applied. */
function rejectionOf(cmi: CmiSettings, fields: Readonly<Record<string, string>> | null): string | null {
  if (!fields) return 'malformed';
  // CMI's own is `HASH`; a `hash` in another case is only looked at without one (the form's, echoed back).
  const hash = fields.HASH ?? fieldOf(fields, 'hash');
  if (hash === undefined) return 'missing-hash';
  return isCmiHashValid(fields, cmi.storeKey, hash) ? null : 'bad-hash';
}

/** CMI approved the payment: both its return code and its word say so. */
const approvedBy = (fields: Readonly<Record<string, string>>) =>
  fieldOf(fields, 'ProcReturnCode') === '00' && fieldOf(fields, 'Response') === 'Approved';

const cmiValue = (fields: Readonly<Record<string, string>>, name: string) =>
  fieldOf(fields, name)?.slice(0, CMI_VALUE_MAX_LENGTH) || null;

async function applyToAttempt(
  context: AppContext,
  trx: Transaction<DB>,
  gateway: Visitor,
  orderId: string,
  fields: Readonly<Record<string, string>>,
): Promise<Outcome & { paymentId: number | null }> {
  const attempt = await trx
    .selectFrom('cardPaymentAttempts')
    .selectAll()
    .where('orderId', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!attempt) return { outcome: 'rejected', reason: 'unknown-order', answer: 'FAILURE', paymentId: null };
  const paymentId = attempt.paymentId;
  // Exactly what was signed in the form: another amount or currency is not this attempt's payment.
  if (fieldOf(fields, 'amount') !== cmiAmount(attempt.amountCentimes)) {
    return { outcome: 'rejected', reason: 'amount-mismatch', answer: 'FAILURE', paymentId };
  }
  if (fieldOf(fields, 'currency') !== attempt.currency) {
    return { outcome: 'rejected', reason: 'currency-mismatch', answer: 'FAILURE', paymentId };
  }
  // CMI calls again when it did not read our answer: the same answer, nothing done twice.
  if (attempt.status !== 'started') {
    return { outcome: 'replayed', reason: null, answer: attempt.status === 'approved' ? 'ACTION=POSTAUTH' : 'APPROVED', paymentId };
  }
  const now = context.clock.now();
  const result = { procReturnCode: cmiValue(fields, 'ProcReturnCode'), completedAt: now };
  if (!approvedBy(fields)) {
    const errorMessage = fieldOf(fields, 'ErrMsg')?.slice(0, ERROR_MESSAGE_MAX_LENGTH) || null;
    await trx.updateTable('cardPaymentAttempts').set({ ...result, status: 'declined', errorMessage }).where('id', '=', attempt.id).execute();
    return { outcome: 'declined', reason: null, answer: 'APPROVED', paymentId };
  }
  const transId = cmiValue(fields, 'TransId');
  const approval = { ...result, transId, authCode: cmiValue(fields, 'AuthCode') };
  const payment = await lockPayment(trx, paymentId);
  if (payment.status === 'VERIFIED') {
    // Paid already (another attempt, a transfer): not captured, and flagged for staff to release or refund.
    await trx.updateTable('cardPaymentAttempts').set({ ...approval, status: 'duplicate' }).where('id', '=', attempt.id).execute();
    return { outcome: 'duplicate', reason: null, answer: 'APPROVED', paymentId };
  }
  await trx.updateTable('cardPaymentAttempts').set({ ...approval, status: 'approved' }).where('id', '=', attempt.id).execute();
  // The path of a verification by staff: the same mail, receipt document and audit entry.
  await recordVerification(context, trx, gateway, payment, {
    amountReceivedCentimes: attempt.amountCentimes,
    paidOn: casablancaToday(now),
    bankTransactionReference: null,
    method: 'card',
    cardAttemptId: attempt.id,
    auditDetails: { method: 'card', orderId, transactionId: transId },
  });
  return { outcome: 'verified', reason: null, answer: 'ACTION=POSTAUTH', paymentId };
}

/**
 * CMI's server-to-server callback (docs/payments.md, "Card payment (CMI)"): checked (hash, order,
 * amount, currency), applied to its attempt once, logged without card data and audited, in one
 * transaction with the payment locked. `fields` is null when the body was not a form of texts.
 */
export async function receiveCmiCallback(
  context: AppContext,
  cmi: CmiSettings,
  fields: Readonly<Record<string, string>> | null,
  remoteAddress: string,
): Promise<CmiAnswer> {
  const gateway: Visitor = { actor: null, clientAddress: remoteAddress };
  const orderId = fields ? (fieldOf(fields, 'oid') ?? null) : null;
  return context.db.transaction().execute(async (trx) => {
    const rejection = rejectionOf(cmi, fields);
    const result =
      rejection !== null || fields === null || orderId === null
        ? { outcome: 'rejected' as const, reason: rejection ?? 'unknown-order', answer: 'FAILURE' as const, paymentId: null }
        : await applyToAttempt(context, trx, gateway, orderId, fields);
    await trx
      .insertInto('cardPaymentCallbacks')
      .values({
        orderId: orderId?.slice(0, CMI_VALUE_MAX_LENGTH) ?? null,
        receivedAt: context.clock.now(),
        outcome: result.outcome,
        reason: result.reason,
        fields: JSON.stringify(loggedFields(fields)),
        remoteAddress,
      })
      .execute();
    await recordAudit(trx, gateway, {
      action: 'payment.card-callback',
      targetType: 'payment',
      targetId: result.paymentId,
      changes: {
        outcome: result.outcome,
        ...(orderId === null ? {} : { orderId: orderId.slice(0, CMI_VALUE_MAX_LENGTH) }),
        ...(result.reason === null ? {} : { reason: result.reason }),
      },
    });
    return result.answer;
  });
}
