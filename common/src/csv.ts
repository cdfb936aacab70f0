// CSV as the staff exports write it (api/src/exports): RFC 4180, UTF-8 with a byte order mark so
// that spreadsheets read Arabic names right, and no cell a spreadsheet would run as a formula.
// The separator is the reader's: Excel splits a CSV on the list separator of its locale (docs/product-rules.md).

type CsvCell = string | number | boolean | null | undefined;

/** ',' as RFC 4180 has it; ';' where a comma is the decimal mark (Excel in French or Arabic). */
export type CsvSeparator = ',' | ';';

/** Written once before the header: spreadsheets then read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';

// Spreadsheets run a cell starting with one of these as a formula (CSV injection)...
const FORMULA_START = /^[=+\-@\t\r]/;
// ...but a signed number such as a phone number '+212612345678' is harmless and kept as is.
const SIGNED_NUMBER = /^[+-]?\d[\d .]*$/;

/** One cell: quoted when it holds either separator, a quote or a line break; formulas neutralised with a leading apostrophe. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !SIGNED_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, CRLF ended. */
export const csvLine = (cells: readonly CsvCell[], separator: CsvSeparator = ','): string =>
  `${cells.map(csvCell).join(separator)}\r\n`;
