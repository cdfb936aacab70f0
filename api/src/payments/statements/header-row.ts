import type { ColumnIndexes, ColumnMapping } from './column-mapping.ts';
import { mappedColumns, recognisedColumns } from './statement-columns.ts';
import { statementAmount } from './statement-amount.ts';
import { statementDate } from './statement-date.ts';
import { cellText, isBlankRow, type Cell, type StatementRow } from './statement-rows.ts';

// Banks put an account, a period and a balance above the header: it is looked for in the first rows.
export const HEADER_SEARCH_ROWS = 50;
// A date, a label and an amount: a header names three columns at least.
const HEADER_MIN_NAMES = 3;

export type HeaderSearch =
  | { kind: 'FOUND'; index: number; columns: ColumnIndexes }
  | { kind: 'NEEDS_MAPPING'; index: number; headers: string[]; names: number }
  | { kind: 'MAPPING_INVALID'; header: string; matched: number }
  | { kind: 'NO_HEADER' };

const isName = (cell: Cell) =>
  typeof cell === 'string' && /\p{L}/u.test(cell) && statementDate(cell) === null;
const nameCount = (row: StatementRow) => row.cells.filter(isName).length;

function isTransaction(row: StatementRow | undefined): boolean {
  if (!row) return false;
  const dated = row.cells.findIndex((cell) => typeof cell !== 'number' && statementDate(cell) !== null);
  return (
    dated !== -1 &&
    row.cells.some((cell, index) => index !== dated && typeof statementAmount(cell) === 'number')
  );
}

/**
 * The header of a file whose headers are not recognised, for staff to map: the last row naming
 * enough columns above the first two transactions in a row (a dated balance above the header
 * stands alone), else the first row naming the most.
 */
function likelyHeader(window: readonly StatementRow[]): StatementRow | undefined {
  const filled = window.filter((row) => !isBlankRow(row));
  const firstTransaction = filled.findIndex(
    (row, index) => isTransaction(row) && (index + 1 === filled.length || isTransaction(filled[index + 1])),
  );
  const named = (row: StatementRow) => nameCount(row) >= HEADER_MIN_NAMES;
  const aboveTransactions = filled.slice(0, Math.max(firstTransaction, 0)).findLast(named);
  const mostNames = filled
    .filter(named)
    .reduce<StatementRow | undefined>(
      (best, row) => (best === undefined || nameCount(row) > nameCount(best) ? row : best),
      undefined,
    );
  return aboveTransactions ?? mostNames;
}

function searchWithMapping(window: readonly StatementRow[], mapping: ColumnMapping): HeaderSearch {
  let closest = { header: mapping.date, missing: Number.MAX_SAFE_INTEGER };
  for (const [index, row] of window.entries()) {
    const mapped = mappedColumns(row.cells, mapping);
    if ('columns' in mapped) return { kind: 'FOUND', index, columns: mapped.columns };
    const [header = mapping.date] = mapped.missing;
    if (mapped.missing.length < closest.missing) closest = { header, missing: mapped.missing.length };
  }
  const named = Object.values(mapping).filter((header) => header !== undefined).length;
  return { kind: 'MAPPING_INVALID', header: closest.header, matched: named - closest.missing };
}

/** Where the header is and what its columns hold: recognised, mapped by staff, or to be mapped. */
export function findHeader(rows: readonly StatementRow[], mapping: ColumnMapping | undefined): HeaderSearch {
  const window = rows.slice(0, HEADER_SEARCH_ROWS);
  if (mapping !== undefined) return searchWithMapping(window, mapping);
  for (const [index, row] of window.entries()) {
    const columns = recognisedColumns(row.cells);
    if (columns) return { kind: 'FOUND', index, columns };
  }
  const likely = likelyHeader(window);
  if (likely === undefined) return { kind: 'NO_HEADER' };
  const headers = likely.cells.map(cellText).filter((header) => header !== '');
  return { kind: 'NEEDS_MAPPING', index: rows.indexOf(likely), headers, names: nameCount(likely) };
}

/** How much of a header a search found, to choose a CSV's separator. */
export function searchScore(search: HeaderSearch): number {
  if (search.kind === 'FOUND') return Number.MAX_SAFE_INTEGER;
  if (search.kind === 'NEEDS_MAPPING') return search.names;
  if (search.kind === 'MAPPING_INVALID') return search.matched;
  return 0;
}
