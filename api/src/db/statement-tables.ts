import type { ColumnType, Generated } from 'kysely';
import type { StatementLineOutcome } from '#api/contract/bank-statement-answer.ts';
import type { ColumnMapping } from '#api/payments/statements/column-mapping.ts';
import type { LineProblem } from '#api/payments/statements/statement-reading.ts';

type Count = ColumnType<number, number | undefined, number>;

/** One imported bank statement, "relevé n° {id}" (migration 0023, docs/payments.md). */
export interface BankStatementsTable {
  id: Generated<number>;
  /** As staff typed it (trimmed). */
  bank: string;
  fileName: string;
  fileSha256: string;
  /** The columns read: recognised, remembered for the bank or mapped. */
  columns: ColumnType<ColumnMapping, string, never>;
  importedAt: ColumnType<Date, Date | undefined, never>;
  importedBy: string | null;
  lineCount: Count;
  matchedCount: Count;
  alreadyVerifiedCount: Count;
  mismatchCount: Count;
  unmatchedCount: Count;
  alreadyImportedCount: Count;
  problemCount: Count;
  /** The lines that could not be read, as the reader reported them. */
  problems: ColumnType<LineProblem[], string | undefined, never>;
}

/** A credit applied once: its fingerprint is unique across every statement. */
export interface BankStatementLinesTable {
  id: Generated<number>;
  statementId: number;
  lineNumber: number;
  fingerprint: string;
  /** yyyy-mm-dd */
  operationDate: string;
  label: string;
  amountCentimes: number;
  paymentReferences: string[];
  outcome: StatementLineOutcome;
  /** The payment its reference named; null when none, or once that payment was deleted. */
  paymentId: number | null;
}

/** The mapping staff chose for a bank whose headers are not recognised, under its normalised name. */
export interface BankColumnMappingsTable {
  bank: string;
  mapping: ColumnType<ColumnMapping, string, string>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

export interface StatementTables {
  bankStatements: BankStatementsTable;
  bankStatementLines: BankStatementLinesTable;
  bankColumnMappings: BankColumnMappingsTable;
}
