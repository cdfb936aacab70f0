import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { useSessionContext } from '@/modules/auth/hooks/useSessionContext';

/** The name a `Content-Disposition: attachment` answer gives its file, if any. */
function attachmentName(disposition: string | null): string | null {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * Opens or saves a private file served by the bff (receipts, registration documents, the data
 * export). Those routes need the Bearer token, which a plain link cannot send, so the file is
 * fetched and handed to the browser as a blob.
 */
export function useProtectedDownload() {
  const { t } = useLingui();
  const { refresher } = useSessionContext();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fetchBlob = useCallback(
    async (url: string) => {
      setError(null);
      setBusy(true);
      try {
        const token = await refresher.validAccessToken();
        const response = await fetch(url, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        }).catch(() => null);
        const blob = response?.ok ? await response.blob().catch(() => null) : null;
        if (!response || !blob) {
          setError(t`The file could not be opened.`);
          return null;
        }
        return { blob, name: attachmentName(response.headers.get('content-disposition')) };
      } finally {
        setBusy(false);
      }
    },
    [refresher, t],
  );

  const open = useCallback(
    async (url: string) => {
      const file = await fetchBlob(url);
      if (!file) return;
      const objectUrl = URL.createObjectURL(file.blob);
      window.open(objectUrl, '_blank', 'noopener');
      // Give the new tab time to read the blob before releasing it.
      setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
    },
    [fetchBlob],
  );

  /** Saves the file under the name the server gives it (a zip is not for a tab to show). */
  const save = useCallback(
    async (url: string, fallbackName: string) => {
      const file = await fetchBlob(url);
      if (!file) return;
      const objectUrl = URL.createObjectURL(file.blob);
      const link = document.createElement('a');
      link.href = objectUrl;
      link.download = file.name ?? fallbackName;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
    },
    [fetchBlob],
  );

  return { open, save, error, busy };
}
