import type { PaymentStatus } from '@bourses/common/statuses';
import type { StatementLineOutcome } from '#api/contract/bank-statement-answer.ts';
import type { StatementLine } from '#api/payments/statements/statement-reading.ts';

/** A payment a statement's reference names, locked for the import's transaction. */
export interface PaymentToMatch {
  id: number;
  reference: string;
  status: PaymentStatus;
  amountDueCentimes: number;
}

/** A credit of this import never imported before, with its stored line's id. */
export interface NewLine extends StatementLine {
  id: number;
}

export interface LineOutcome {
  lineId: number;
  outcome: StatementLineOutcome;
  paymentId: number | null;
}

/** A payment the statement verifies: the line's amount received on the line's day. */
export interface StatementVerification {
  paymentId: number;
  statusBefore: PaymentStatus;
  lineId: number;
  line: number;
  amountCentimes: number;
  paidOn: string;
}

/**
 * What each new credit comes to, in the file's order (docs/payments.md, "Bank statement import"):
 * the first of its references that names a payment decides; that payment, not verified yet and due
 * exactly the line's amount, is verified by it. A later line paying the same payment finds it
 * verified already, as does a line naming a payment verified by hand or by an earlier statement.
 */
export function matchLines(
  lines: readonly NewLine[],
  paymentsByReference: ReadonlyMap<string, PaymentToMatch>,
): { outcomes: LineOutcome[]; verifications: StatementVerification[] } {
  const verifiedNow = new Set<number>();
  const outcomes: LineOutcome[] = [];
  const verifications: StatementVerification[] = [];
  for (const line of lines) {
    const payment = line.references
      .map((reference) => paymentsByReference.get(reference))
      .find((found) => found !== undefined);
    if (payment === undefined) {
      outcomes.push({ lineId: line.id, outcome: 'UNMATCHED', paymentId: null });
    } else if (payment.status === 'VERIFIED' || verifiedNow.has(payment.id)) {
      outcomes.push({ lineId: line.id, outcome: 'ALREADY_VERIFIED', paymentId: payment.id });
    } else if (line.amountCentimes !== payment.amountDueCentimes) {
      outcomes.push({ lineId: line.id, outcome: 'MISMATCH', paymentId: payment.id });
    } else {
      verifiedNow.add(payment.id);
      outcomes.push({ lineId: line.id, outcome: 'MATCHED', paymentId: payment.id });
      verifications.push({
        paymentId: payment.id,
        statusBefore: payment.status,
        lineId: line.id,
        line: line.line,
        amountCentimes: line.amountCentimes,
        paidOn: line.date,
      });
    }
  }
  return { outcomes, verifications };
}
