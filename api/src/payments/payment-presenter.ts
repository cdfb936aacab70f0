import { DEFAULT_CURRENCY } from '@bourses/common/money';
import type { PaymentAnswer, StaffPaymentRowAnswer } from '../contract/payment-answer.ts';
import type { Presented } from '../contract/presented.ts';
import { presentMoney } from '../http/present-money.ts';
import type { StaffCardAttemptRow } from './card/card-attempt-queries.ts';
import { isCardPayable } from './card/card-payable.ts';
import { presentStaffCardAttempt } from './card/card-presenter.ts';
import type { PaymentRow } from './payment-queries.ts';

/**
 * A payment as its student reads it. `cardOffered`: card payment is configured and the reader is the
 * payment's student, who alone may pay it by card.
 */
export function presentPayment(row: PaymentRow, cardOffered: boolean) {
  return {
    id: String(row.id),
    kind: row.kind,
    reference: row.reference,
    amountDue: { centimes: row.amountDueCentimes, currency: DEFAULT_CURRENCY },
    amountReceived: presentMoney(row.amountReceivedCentimes),
    status: row.status,
    refusalReason: row.refusalReason,
    verifiedAt: row.verifiedAt,
    paidOn: row.paidOn,
    applicationId: row.applicationId === null ? null : String(row.applicationId),
    scholarshipId: row.scholarshipId === null ? null : String(row.scholarshipId),
    hasReceipt: Boolean(row.hasReceipt),
    receiptDocumentId: row.receiptDocumentId,
    method: row.method,
    cardPayable: cardOffered && isCardPayable(row),
    createdAt: row.createdAt,
  } satisfies Presented<PaymentAnswer>;
}

/**
 * A payment as staff read it: whose, flagged, the bank's reference, who reviewed it, from which
 * statement line or card payment, and its card attempts (oldest first).
 */
export function presentStaffPayment(row: PaymentRow, cardAttempts: readonly StaffCardAttemptRow[]) {
  return {
    ...presentPayment(row, false),
    userId: row.userId,
    flagged: row.flagged,
    bankTransactionReference: row.bankTransactionReference,
    reviewedBy: row.verifiedBy,
    verifiedFrom:
      row.verifiedFromStatementId === null || row.verifiedFromLine === null
        ? null
        : { statementId: String(row.verifiedFromStatementId), line: row.verifiedFromLine },
    cardTransactionId: row.cardTransactionId,
    cardAttempts: cardAttempts.map(presentStaffCardAttempt),
  } satisfies Presented<StaffPaymentRowAnswer>;
}
