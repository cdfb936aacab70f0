import { paymentReferencesIn } from '@bourses/common/payment-reference';
import { MONEY_MAX_CENTIMES } from '@bourses/common/money';
import type { ColumnIndexes } from './column-mapping.ts';
import { lineFingerprints } from './line-fingerprint.ts';
import { statementAmount, type StatementAmount } from './statement-amount.ts';
import { statementDate } from './statement-date.ts';
import type { LineProblem, LineProblemCode, StatementLine } from './statement-reading.ts';
import { cellText, isBlankRow, type StatementRow } from './statement-rows.ts';

// Longer labels are cut: a bank's label is 20 to 140 characters, anything past 500 is padding or abuse.
const STATEMENT_LABEL_MAX_LENGTH = 500;
// A problem shows what the bank wrote; a cell that long is not a date or an amount anyway.
const PROBLEM_VALUE_MAX_LENGTH = 100;

const cut = (text: string, length: number) =>
  text.length > length ? Array.from(text).slice(0, length).join('') : text;

type LineReading =
  { kind: 'LINE'; line: StatementLine } | { kind: 'PROBLEM'; problem: LineProblem } | { kind: 'SKIPPED' };

// A debit, or a line that moved no money, is no payment: skipped, not reported. A line with a debit
// is that debit's, whatever its credit cell holds.
function isCredit(credit: StatementAmount, debit: StatementAmount): boolean {
  if (typeof credit === 'number') return credit > 0;
  return typeof debit !== 'number' || debit === 0;
}

function readLine(
  row: StatementRow,
  columns: ColumnIndexes,
  fingerprint: ReturnType<typeof lineFingerprints>,
): LineReading {
  const { cells, line } = row;
  const problem = (code: LineProblemCode, value: string): LineReading => ({
    kind: 'PROBLEM',
    problem: { line, code, value: cut(value, PROBLEM_VALUE_MAX_LENGTH) },
  });
  const creditCell = cells[columns.amount] ?? null;
  const debitCell = columns.debit === undefined ? null : (cells[columns.debit] ?? null);
  const credit = statementAmount(creditCell);
  const debit = statementAmount(debitCell);
  if (!isCredit(credit, debit)) return { kind: 'SKIPPED' };

  const dateCell = cells[columns.date] ?? null;
  const date = statementDate(dateCell);
  if (date === null)
    return problem(cellText(dateCell) === '' ? 'DATE_MISSING' : 'DATE_INVALID', cellText(dateCell));
  if (credit === 'EMPTY')
    return debit === 'INVALID'
      ? problem('AMOUNT_INVALID', cellText(debitCell))
      : problem('AMOUNT_MISSING', '');
  if (credit === 'INVALID') return problem('AMOUNT_INVALID', cellText(creditCell));
  if (credit > MONEY_MAX_CENTIMES) return problem('AMOUNT_TOO_LARGE', cellText(creditCell));

  const label = cellText(cells[columns.label]);
  const reference = columns.reference === undefined ? '' : cellText(cells[columns.reference]);
  return {
    kind: 'LINE',
    line: {
      line,
      date,
      label: cut(label, STATEMENT_LABEL_MAX_LENGTH),
      amountCentimes: credit,
      // Searched in the whole label: a reference past the cut is still the student's.
      references: [...new Set([...paymentReferencesIn(label), ...paymentReferencesIn(reference)])],
      fingerprint: fingerprint({ date, amountCentimes: credit, label, reference }),
    },
  };
}

/** The credits of the rows below the header, and the lines that could not be read. */
export function statementLines(
  rows: readonly StatementRow[],
  headerIndex: number,
  columns: ColumnIndexes,
): { lines: StatementLine[]; problems: LineProblem[] } {
  const header = rows[headerIndex]?.cells.map(cellText) ?? [];
  const repeatsHeader = (row: StatementRow) =>
    cellText(row.cells[0]) === header[0] &&
    row.cells.every((cell, index) => cellText(cell) === (header[index] ?? ''));
  const fingerprint = lineFingerprints();
  const lines: StatementLine[] = [];
  const problems: LineProblem[] = [];
  for (const row of rows.slice(headerIndex + 1)) {
    // Some banks repeat the header on each printed page.
    if (isBlankRow(row) || repeatsHeader(row)) continue;
    const reading = readLine(row, columns, fingerprint);
    if (reading.kind === 'LINE') lines.push(reading.line);
    else if (reading.kind === 'PROBLEM') problems.push(reading.problem);
  }
  return { lines, problems };
}
