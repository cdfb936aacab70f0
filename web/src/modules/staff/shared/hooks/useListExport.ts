import { useCallback } from 'react';
import { useProtectedDownload } from '@/modules/uploads/hooks/useProtectedDownload';

export type ExportFormat = 'csv' | 'xlsx';

/** The staff lists the server exports (bff: /files/exports/…). */
type ExportedList = 'applications' | 'accounts' | 'payments';

/**
 * Downloads a whole filtered list as the server writes it (CSV or XLSX, in the reader's language,
 * streamed by the api through the bff): the same filters as the table, every page.
 */
export function useListExport(list: ExportedList, filters: Record<string, string | undefined>) {
  const { save, busy, error } = useProtectedDownload();
  const exportAs = useCallback(
    (format: ExportFormat) => {
      const params = new URLSearchParams({ format });
      for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
      return save(`/files/exports/${list}?${params.toString()}`, `${list}.${format}`);
    },
    [save, list, filters],
  );
  return { exportAs, exporting: busy, error };
}
