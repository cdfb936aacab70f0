export type CsvCell = string | number | boolean | null | undefined;

// Spreadsheets run a cell starting with one of these as a formula (CSV injection)...
const FORMULA_START = /^[=+\-@\t\r]/;
// ...but a signed number such as a phone number '+212612345678' is harmless and kept as is.
const SIGNED_NUMBER = /^[+-]?\d[\d .]*$/;

/** One cell: quoted when it holds a separator, a quote or a line break; formulas neutralised. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !SIGNED_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 text: a header line then one line per row, CRLF line ends. */
export function buildCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [headers, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Saves the text as a file; the byte order mark lets spreadsheets read Arabic names as UTF-8. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
