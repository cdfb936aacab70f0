import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { MAX_PAGE_SIZE } from '@bourses/common/limits';
import { useFailureMessage } from '@/modules/staff/shared/hooks/useFailureMessage';
import { buildCsv, downloadCsv, type CsvCell } from '@/modules/staff/shared/utils/csv';
import { useToast } from '@/modules/toast/hooks/useToast';

interface CsvPage<Row> {
  rows: Row[];
  pages: number;
}

export interface CsvExportOptions<Row> {
  fileName: string;
  headers: readonly string[];
  /** One page of the filtered list (the bff has no export: the pages are read one by one). */
  fetchPage: (page: number, limit: number) => Promise<CsvPage<Row>>;
  toCells: (row: Row) => CsvCell[];
}

/** Exports every page of a filtered list as CSV, with a toast either way. */
export function useCsvExport<Row>({ fileName, headers, fetchPage, toCells }: CsvExportOptions<Row>) {
  const { t } = useLingui();
  const { showToast } = useToast();
  const failureMessage = useFailureMessage();
  const [exporting, setExporting] = useState(false);

  const exportCsv = useCallback(async () => {
    setExporting(true);
    try {
      const rows: Row[] = [];
      let pages = 1;
      for (let page = 1; page <= pages; page += 1) {
        const result = await fetchPage(page, MAX_PAGE_SIZE);
        rows.push(...result.rows);
        pages = result.pages;
      }
      downloadCsv(fileName, buildCsv(headers, rows.map(toCells)));
      showToast({ message: plural(rows.length, { one: 'Exported # row.', other: 'Exported # rows.' }) });
    } catch (error) {
      showToast({ message: failureMessage(error, t`The export failed.`), severity: 'error' });
    } finally {
      setExporting(false);
    }
  }, [fetchPage, fileName, headers, toCells, showToast, failureMessage, t]);

  return { exportCsv, exporting };
}
