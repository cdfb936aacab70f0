import type { Response } from 'express';
import { recordAudit, type Caller } from '../audit/audit-log.ts';
import type { AuditAction } from '@bourses/common/audit-actions';
import type { Database } from '../db/database.ts';
import { requireRecentAuthentication } from '../iam/reauthentication/require-recent-authentication.ts';
import { setDownloadHeaders } from '../http/download-headers.ts';
import { casablancaToday } from '../scholarships/deadline.ts';
import type { Language } from '@bourses/common/languages';
import type { ExportColumn } from './export-columns.ts';
import { CONTENT_TYPES, tableWriter, type ExportFormat } from './table-writer.ts';

// Rows read from the database at a time: memory stays flat whatever the list's length, and few
// enough round trips that 100,000 rows take 20 statements (docs/performance.md).
const CHUNK_SIZE = 5000;

/** Where the last chunk ended, in the export's order (newest first): the next chunk starts after it. */
export interface ExportCursor {
  /** The row's creation time as PostgreSQL writes it (microseconds kept, which a JS Date would lose). */
  cursorAt: string;
  id: number | string;
}

export interface ExportSource<Row extends ExportCursor> {
  /** The audit entry's action and the filters it names. */
  action: Extract<AuditAction, 'export.applications' | 'export.accounts' | 'export.payments'>;
  filters: Record<string, unknown>;
  /** How many rows match, for the audit entry written before the first byte leaves. */
  count(): Promise<number>;
  /** At most `limit` rows after `after` (from the first when undefined), newest first. */
  chunk(after: ExportCursor | undefined, limit: number): Promise<Row[]>;
  /** The file's columns: the header row and each line's cells. */
  columns: readonly ExportColumn<Row>[];
}

export interface ExportFile {
  format: ExportFormat;
  /** The file's name before its date and extension. */
  baseName: string;
  /** The reader's: headers, words in cells, the CSV's separator, and right to left in Arabic. */
  language: Language;
  sheetName: string;
}

/**
 * Streams a staff export: audited first (with its filters and row count, so that no list leaves
 * unrecorded), then written chunk by chunk as the database answers, waiting whenever the caller
 * reads slower. A caller who leaves stops the reading.
 */
export async function streamExport<Row extends ExportCursor>(
  { db, now, by }: { db: Database; now: Date; by: Caller },
  res: Response,
  file: ExportFile,
  source: ExportSource<Row>,
): Promise<void> {
  // Every list export passes here: none leaves without a recent password or second factor.
  await requireRecentAuthentication({ db, clock: { now: () => now } }, by.actor);
  const rows = await source.count();
  await recordAudit(db, by, {
    action: source.action,
    targetType: 'export',
    targetId: null,
    changes: { format: file.format, filters: source.filters, rows },
  });
  setDownloadHeaders(res, {
    fileName: `${file.baseName}-${casablancaToday(now)}.${file.format}`,
    contentType: CONTENT_TYPES[file.format],
  });
  const { columns } = source;
  const writer = tableWriter(res, {
    format: file.format,
    headers: columns.map((column) => column.label[file.language]),
    sheetName: file.sheetName,
    language: file.language,
  });
  let after: ExportCursor | undefined;
  while (!res.destroyed) {
    const chunk = await source.chunk(after, CHUNK_SIZE);
    await writer.write(chunk.map((row) => columns.map((column) => column.cell(row, file.language))));
    const last = chunk.at(-1);
    if (chunk.length < CHUNK_SIZE || !last) break;
    after = { cursorAt: last.cursorAt, id: last.id };
  }
  if (!res.destroyed) await writer.end();
}
