import type { Selectable } from 'kysely';
import type { Language } from '@bourses/common/languages';
import { DEFAULT_CURRENCY } from '@bourses/common/money';
import type {
  BankStatementAnswer,
  BankStatementSummaryAnswer,
  StatementLineAnswer,
} from '#api/contract/bank-statement-answer.ts';
import type { Presented } from '#api/contract/presented.ts';
import type { BankStatementLinesTable, BankStatementsTable } from '#api/db/statement-tables.ts';
import { translate } from '#api/i18n/messages.ts';
import type { LineProblem } from '#api/payments/statements/statement-reading.ts';

type StatementRow = Selectable<BankStatementsTable>;

export type StatementLineRow = Pick<
  Selectable<BankStatementLinesTable>,
  'lineNumber' | 'operationDate' | 'label' | 'amountCentimes' | 'paymentReferences' | 'outcome' | 'paymentId'
> & { paymentReference: string | null };

/** An imported statement and its counts, as the list and the import answer it. */
export function presentStatementSummary(row: StatementRow) {
  return {
    id: String(row.id),
    bank: row.bank,
    fileName: row.fileName,
    importedAt: row.importedAt,
    importedById: row.importedBy,
    columns: row.columns,
    lineCount: row.lineCount,
    matchedCount: row.matchedCount,
    alreadyVerifiedCount: row.alreadyVerifiedCount,
    mismatchCount: row.mismatchCount,
    unmatchedCount: row.unmatchedCount,
    alreadyImportedCount: row.alreadyImportedCount,
    problemCount: row.problemCount,
  } satisfies Presented<BankStatementSummaryAnswer>;
}

function presentStatementLine(row: StatementLineRow) {
  return {
    line: row.lineNumber,
    date: row.operationDate,
    label: row.label,
    amount: { centimes: row.amountCentimes, currency: DEFAULT_CURRENCY },
    references: row.paymentReferences,
    outcome: row.outcome,
    paymentId: row.paymentId === null ? null : String(row.paymentId),
    paymentReference: row.paymentReference,
  } satisfies Presented<StatementLineAnswer>;
}

/** A line the reader could not read, with why in the caller's language. */
const presentProblem = (problem: LineProblem, language: Language) => ({
  line: problem.line,
  code: problem.code,
  message: translate(`STATEMENT_LINE_${problem.code}`, language, {
    line: problem.line,
    value: problem.value,
  }),
  value: problem.value,
});

/** One statement with its lists, each in line order. */
export function presentStatement(row: StatementRow, lines: readonly StatementLineRow[], language: Language) {
  const withOutcome = (outcome: StatementLineRow['outcome']) =>
    lines.filter((line) => line.outcome === outcome).map(presentStatementLine);
  return {
    ...presentStatementSummary(row),
    matched: withOutcome('MATCHED'),
    alreadyVerified: withOutcome('ALREADY_VERIFIED'),
    mismatches: withOutcome('MISMATCH'),
    unmatched: withOutcome('UNMATCHED'),
    problems: row.problems.map((problem) => presentProblem(problem, language)),
  } satisfies Presented<BankStatementAnswer>;
}
