import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Cell, StatementRow } from './statement-rows.ts';

// A formula's cached result is what staff see in Excel; without one, the formula is kept as the
// text it is (never evaluated), so the label reads as written.
function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return value.text;
  if ('error' in value) return value.error;
  if (value.result !== undefined) return cellOf(value.result);
  return `=${value.formula ?? ''}`;
}

/** The rows of the workbook's first worksheet, or null when the file is no workbook. */
export async function xlsxRows(file: Buffer): Promise<StatementRow[] | null> {
  const workbook = new ExcelJS.Workbook();
  try {
    // read() takes a stream: load()'s Buffer type predates Node's generic one.
    await workbook.xlsx.read(Readable.from([file]));
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return null;
  const rows: StatementRow[] = [];
  sheet.eachRow((row, rowNumber) => {
    const cells: Cell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellOf(cell.value);
    });
    rows.push({ line: rowNumber, cells: Array.from(cells, (cell) => cell ?? null) });
  });
  return rows;
}
