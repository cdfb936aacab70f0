import type { Response } from 'express';
import ExcelJS from 'exceljs';
import { CSV_BOM, csvLine, type CsvSeparator } from '@bourses/common/csv';
import type { Language } from '@bourses/common/languages';

export type Cell = string | number | null;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The list separator of Excel in the reader's language: a French or Arabic Excel (comma as decimal
 * mark) splits only on ';' and puts a comma-separated row in one cell (issue 28, docs/product-rules.md).
 */
const CSV_SEPARATORS: Record<Language, CsvSeparator> = { fr: ';', ar: ';', en: ',' };

/** A table written to the answer as it is read: rows go out chunk by chunk, never all in memory. */
interface TableWriter {
  /** Writes rows; resolves once the answer can take more (the caller reads slower than the database). */
  write(rows: readonly (readonly Cell[])[]): Promise<void>;
  end(): Promise<void>;
}

/** Resolves when the answer has room again, or when the caller has gone (the export then stops). */
function drained(res: Response): Promise<void> {
  if (!res.writableNeedDrain || res.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

// No 'sep=;' first line: Excel ignores it after a byte order mark, and other readers take it for a row.
function csvWriter(res: Response, headers: readonly string[], separator: CsvSeparator): TableWriter {
  res.write(CSV_BOM + csvLine(headers, separator));
  return {
    async write(rows) {
      res.write(rows.map((row) => csvLine(row, separator)).join(''));
      await drained(res);
    },
    end: () => new Promise((resolve) => res.end(resolve)),
  };
}

/**
 * XLSX with exceljs's streaming writer: each row is committed (written to the zip) at once, no shared
 * strings or styles kept for the end. Text cells stay text: a spreadsheet never runs them as formulas.
 */
function xlsxWriter(res: Response, headers: readonly string[], sheetName: string, rightToLeft: boolean): TableWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: res,
    useStyles: false,
    useSharedStrings: false,
    // Fast compression: the export's time goes to deflate otherwise.
    zip: { zlib: { level: 1 } },
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ rightToLeft }] });
  sheet.addRow([...headers]).commit();
  return {
    async write(rows) {
      for (const row of rows) sheet.addRow([...row]).commit();
      await drained(res);
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

interface TableOptions {
  format: ExportFormat;
  headers: readonly string[];
  sheetName: string;
  /** The reader's: the CSV's separator, and right to left in Arabic. */
  language: Language;
}

export function tableWriter(res: Response, options: TableOptions): TableWriter {
  return options.format === 'csv'
    ? csvWriter(res, options.headers, CSV_SEPARATORS[options.language])
    : xlsxWriter(res, options.headers, options.sheetName, options.language === 'ar');
}
