import type { Cell } from './statement-rows.ts';

// Dates as Moroccan banks write them: dd/mm/yyyy (or with dashes or dots, or a two-digit year),
// yyyy-mm-dd, either with a time after it; spreadsheets give a date or Excel's day count.

const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/;
const YEAR_FIRST =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const DAY_MS = 24 * 60 * 60 * 1000;
// Excel counts days from 1899-12-30 (its 1900 leap-year bug folded in); 2958465 is 9999-12-31.
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const EXCEL_LAST_DAY = 2_958_465;

const two = (value: number) => String(value).padStart(2, '0');

// Arithmetic rather than a Date per line: a statement has tens of thousands.
function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const monthDays = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day > monthDays ? null : `${year}-${two(month)}-${two(day)}`;
}

/** The cell's date as yyyy-mm-dd, or null when it holds none (31/02/2024 holds none). */
export function statementDate(cell: Cell): string | null {
  if (cell instanceof Date) {
    return Number.isNaN(cell.getTime())
      ? null
      : isoDate(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  }
  if (typeof cell === 'number') {
    if (cell < 1 || cell > EXCEL_LAST_DAY) return null;
    return new Date(EXCEL_EPOCH_MS + Math.floor(cell) * DAY_MS).toISOString().slice(0, 10);
  }
  const text = (cell ?? '').trim();
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) {
    const [, day = '', month = '', year = ''] = dayFirst;
    return isoDate(year.length === 2 ? 2000 + Number(year) : Number(year), Number(month), Number(day));
  }
  const yearFirst = YEAR_FIRST.exec(text);
  if (yearFirst) {
    const [, year = '', month = '', day = ''] = yearFirst;
    return isoDate(Number(year), Number(month), Number(day));
  }
  return null;
}
