import { STATEMENT_MAX_BYTES } from '@bourses/common/limits';
import { AppError } from '#api/http/app-error.ts';
import type { CsvSeparator } from '@bourses/common/csv';
import type { ColumnMapping } from './column-mapping.ts';
import { csvRows, STATEMENT_SEPARATORS } from './csv-rows.ts';
import { findHeader, HEADER_SEARCH_ROWS, searchScore, type HeaderSearch } from './header-row.ts';
import { columnMapping } from './statement-columns.ts';
import { statementLines } from './statement-lines.ts';
import type { StatementReading } from './statement-reading.ts';
import { isBlankRow, type StatementRow } from './statement-rows.ts';
import { statementText } from './statement-text.ts';
import { xlsxRows } from './xlsx-rows.ts';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
// Enough lines to hold the header search's rows even when some fields span lines.
const SEARCH_LINES = HEADER_SEARCH_ROWS * 4;

const unreadable = () => new AppError(400, 'STATEMENT_UNREADABLE');
const empty = () => new AppError(400, 'STATEMENT_EMPTY');

export interface StatementOptions {
  /** As uploaded: the content decides the format, but a `.xlsx` that is no workbook is refused, not read as text. */
  fileName: string;
  /** Staff's mapping for a bank whose headers are not recognised. */
  mapping?: ColumnMapping;
}

/** The text's first `count` lines. */
function firstLines(text: string, count: number): string {
  let end = -1;
  for (let line = 0; line < count; line += 1) {
    end = text.indexOf('\n', end + 1);
    if (end === -1) return text;
  }
  return text.slice(0, end + 1);
}

/**
 * The rows the header is looked for in: the first lines parsed alone rather than the whole file
 * once per separator, unless they cut a quoted field; null when the separator cannot read them.
 */
function searchRows(text: string, head: string, separator: CsvSeparator): StatementRow[] | null {
  for (const [source, maxLines] of [
    [head, undefined],
    [text, SEARCH_LINES],
  ] as const) {
    try {
      return csvRows(source, separator, maxLines);
    } catch {
      // A wrong separator can leave quotes where csv-parse refuses them.
    }
  }
  return null;
}

/** A CSV's rows with the separator that reads its header best, and that header. */
function csvSheet(
  text: string,
  mapping: ColumnMapping | undefined,
): { rows: StatementRow[]; search: HeaderSearch } {
  const head = firstLines(text, SEARCH_LINES);
  let best: { separator: CsvSeparator; search: HeaderSearch } | null = null;
  for (const separator of STATEMENT_SEPARATORS) {
    const rows = searchRows(text, head, separator);
    if (rows === null) continue;
    const search = findHeader(rows, mapping);
    if (best === null || searchScore(search) > searchScore(best.search)) best = { separator, search };
  }
  if (best === null) throw unreadable();
  try {
    return { rows: csvRows(text, best.separator), search: best.search };
  } catch {
    throw unreadable();
  }
}

async function sheet(
  file: Buffer,
  options: StatementOptions,
): Promise<{ rows: StatementRow[]; search: HeaderSearch }> {
  if (file.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) {
    const rows = await xlsxRows(file);
    if (rows === null) throw unreadable();
    return { rows, search: findHeader(rows, options.mapping) };
  }
  if (/\.xlsx$/i.test(options.fileName)) throw unreadable();
  const text = statementText(file);
  if (text === null) throw unreadable();
  if (text.trim() === '') throw empty();
  return csvSheet(text, options.mapping);
}

/**
 * A bank statement's credits, read from the bank's CSV (`;` or `,`, UTF-8 or Windows-1252) or
 * XLSX export: its columns recognised from French or English headers or mapped by staff, each
 * credit with the payment references in its label, and the lines that could not be read. Nothing
 * is stored: the import decides what to apply. Refuses the whole file with an AppError.
 */
export async function readStatement(file: Buffer, options: StatementOptions): Promise<StatementReading> {
  if (file.length > STATEMENT_MAX_BYTES) throw new AppError(413, 'STATEMENT_TOO_LARGE');
  const { rows, search } = await sheet(file, options);
  if (rows.every(isBlankRow)) throw empty();
  switch (search.kind) {
    case 'NO_HEADER':
      throw unreadable();
    case 'MAPPING_INVALID':
      throw new AppError(400, 'STATEMENT_MAPPING_INVALID', { params: { header: search.header } });
    case 'NEEDS_MAPPING':
      if (rows.slice(search.index + 1).every(isBlankRow)) throw empty();
      return { status: 'NEEDS_MAPPING', headers: search.headers };
    case 'FOUND': {
      if (rows.slice(search.index + 1).every(isBlankRow)) throw empty();
      const { lines, problems } = statementLines(rows, search.index, search.columns);
      const headers = rows[search.index]?.cells ?? [];
      return { status: 'READ', columns: columnMapping(headers, search.columns), lines, problems };
    }
  }
}
