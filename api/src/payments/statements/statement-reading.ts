import type { ColumnMapping } from './column-mapping.ts';

/** A credit of the statement, as the import matches it against payments. */
export interface StatementLine {
  /** The line in the file (1-based, the header and any lines above it counted), or the sheet's row. */
  line: number;
  /** yyyy-mm-dd, the operation's date. */
  date: string;
  /** As the bank wrote it (trimmed, cut at STATEMENT_LABEL_MAX_LENGTH): text, never evaluated. */
  label: string;
  /** Credited centimes, above zero and at most MONEY_MAX_CENTIMES. */
  amountCentimes: number;
  /** Valid payment references found in the label and the reference column, once each. */
  references: string[];
  /** The same for the same line in any later import of this or an overlapping statement. */
  fingerprint: string;
}

/** Why a line that looks like a credit could not be read; debits are skipped, not reported. */
export const LINE_PROBLEM_CODES = [
  'DATE_MISSING',
  'DATE_INVALID',
  'AMOUNT_MISSING',
  'AMOUNT_INVALID',
  'AMOUNT_TOO_LARGE',
] as const;
export type LineProblemCode = (typeof LINE_PROBLEM_CODES)[number];

export interface LineProblem {
  line: number;
  code: LineProblemCode;
  /** The cell as written (cut), '' when it is empty: staff see what the bank wrote. */
  value: string;
}

export type StatementReading =
  | { status: 'NEEDS_MAPPING'; headers: string[] }
  | { status: 'READ'; columns: ColumnMapping; lines: StatementLine[]; problems: LineProblem[] };
