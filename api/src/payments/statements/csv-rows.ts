import { parse } from 'csv-parse/sync';
import type { CsvSeparator } from '@bourses/common/csv';
import type { StatementRow } from './statement-rows.ts';

/** The separators banks use, the French one first: a `;` file's amounts hold commas. */
export const STATEMENT_SEPARATORS: readonly CsvSeparator[] = [';', ','];

/**
 * The rows of a CSV (text with `\n` line ends), the first `maxLines` lines only when given. Rows
 * keep their width (banks pad some lines and not others) and stray quotes inside a field; empty
 * lines come back as blank rows so that line numbers are counted here, without csv-parse's
 * per-record info (which halves its speed).
 */
export function csvRows(text: string, separator: CsvSeparator, maxLines?: number): StatementRow[] {
  const records = parse(text, {
    delimiter: separator,
    relax_column_count: true,
    relax_quotes: true,
    ...(maxLines === undefined ? {} : { to_line: maxLines }),
  });
  const rows: StatementRow[] = [];
  let line = 1;
  for (const cells of records) {
    rows.push({ line, cells });
    // A quoted field may hold line breaks: the next record starts after them.
    line += 1;
    for (const cell of cells) if (cell.includes('\n')) line += cell.split('\n').length - 1;
  }
  return rows;
}
