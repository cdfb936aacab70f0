/** One cell as read: a CSV gives text, a spreadsheet numbers and dates too. */
export type Cell = string | number | Date | null;

/** One row of the statement, with the line of the file (or the sheet's row) it starts on. */
export interface StatementRow {
  line: number;
  cells: Cell[];
}

/** A cell as text, trimmed; a date as yyyy-mm-dd. */
export function cellText(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

export const isBlankRow = (row: StatementRow): boolean => row.cells.every((cell) => cellText(cell) === '');
