import { sql, type Transaction } from 'kysely';
import type { DB } from '#api/db/schema.ts';
import type { StatementLine } from '#api/payments/statements/statement-reading.ts';
import { inBatches } from './batches.ts';
import type { LineOutcome, NewLine, PaymentToMatch } from './match-lines.ts';

/**
 * Stores the statement's credits, UNMATCHED until matched, and answers those stored now, in the
 * file's order. A credit whose fingerprint is stored already (this file again, an overlapping
 * statement, or a concurrent import of it) is left out: it was, or is being, applied once.
 */
export async function insertNewLines(
  trx: Transaction<DB>,
  statementId: number,
  lines: readonly StatementLine[],
): Promise<NewLine[]> {
  const ids = new Map<number, number>();
  for (const batch of inBatches(lines)) {
    const column = <T>(value: (line: StatementLine) => T) => sql.val(batch.map(value));
    const { rows } = await sql<{ id: number; lineNumber: number }>`
      insert into bank_statement_lines
        (statement_id, line_number, fingerprint, operation_date, label, amount_centimes, payment_references, outcome)
      select ${statementId}, l.line_number, l.fingerprint, l.operation_date, l.label, l.amount_centimes,
        string_to_array(l.refs, ' '), 'UNMATCHED'
      from unnest(
        ${column((line) => line.line)}::integer[], ${column((line) => line.fingerprint)}::text[],
        ${column((line) => line.date)}::date[], ${column((line) => line.label)}::text[],
        ${column((line) => line.amountCentimes)}::integer[], ${column((line) => line.references.join(' '))}::text[]
      ) as l(line_number, fingerprint, operation_date, label, amount_centimes, refs)
      on conflict (fingerprint) do nothing
      returning id, line_number as "lineNumber"`.execute(trx);
    for (const row of rows) ids.set(row.lineNumber, row.id);
  }
  return lines.flatMap((line) => {
    const id = ids.get(line.line);
    return id === undefined ? [] : [{ ...line, id }];
  });
}

/**
 * The payments the references name, locked until the import commits: a payment verified by hand
 * meanwhile waits for it, then finds it verified.
 */
export async function lockPaymentsByReference(
  trx: Transaction<DB>,
  references: readonly string[],
): Promise<Map<string, PaymentToMatch>> {
  const payments = new Map<string, PaymentToMatch>();
  for (const batch of inBatches([...new Set(references)])) {
    const { rows } = await sql<PaymentToMatch>`
      select id, reference, status, amount_due_centimes as "amountDueCentimes"
      from payments where reference = any(${sql.val(batch)}::text[])
      order by id
      for update`.execute(trx);
    for (const row of rows) payments.set(row.reference, row);
  }
  return payments;
}

/** Writes what each line came to; UNMATCHED, the stored default, is not written again. */
export async function recordOutcomes(trx: Transaction<DB>, outcomes: readonly LineOutcome[]): Promise<void> {
  const named = outcomes.filter((outcome) => outcome.outcome !== 'UNMATCHED');
  for (const batch of inBatches(named)) {
    await sql`
      update bank_statement_lines as l
      set outcome = v.outcome, payment_id = v.payment_id
      from unnest(
        ${sql.val(batch.map((outcome) => outcome.lineId))}::integer[],
        ${sql.val(batch.map((outcome) => outcome.outcome))}::text[],
        ${sql.val(batch.map((outcome) => outcome.paymentId))}::integer[]
      ) as v(id, outcome, payment_id)
      where l.id = v.id`.execute(trx);
  }
}
