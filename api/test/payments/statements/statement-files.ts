import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';

// Statements as banks export them, built byte for byte: no writer of ours, whose CSV neutralises
// formulas, stands between the test and the reader.

type Encoding = 'utf8' | 'utf8-bom' | 'win1252';

interface CsvOptions {
  separator: ';' | ',';
  encoding: Encoding;
  lineEnd?: '\n' | '\r\n';
}

const quoted = (cell: string, separator: string) =>
  cell.includes(separator) || /["\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;

/** A CSV of `rows` (an empty row is an empty line). */
export function csvStatement(rows: readonly (readonly string[])[], options: CsvOptions): Buffer {
  const lineEnd = options.lineEnd ?? '\r\n';
  const text =
    rows
      .map((row) => row.map((cell) => quoted(cell, options.separator)).join(options.separator))
      .join(lineEnd) + lineEnd;
  if (options.encoding === 'win1252') return iconv.encode(text, 'win1252');
  return Buffer.from(options.encoding === 'utf8-bom' ? `\uFEFF${text}` : text, 'utf8');
}

/** An XLSX whose first worksheet holds `rows`; an `{ formula }` cell is a real formula. */
export async function xlsxStatement(rows: readonly (readonly ExcelJS.CellValue[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Relevé');
  for (const row of rows) sheet.addRow([...row]);
  workbook.addWorksheet('Notes').addRow(['Ignored: only the first worksheet is read']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Bytes that are no text: the same ones every run. */
export function garbageBytes(length: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = 0x2545f491;
  for (let index = 0; index < length; index += 1) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}
