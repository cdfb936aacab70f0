import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { useSessionContext } from '@/modules/auth/hooks/useSessionContext';

/**
 * Opens a private file served by the bff (receipts, registration documents). Those routes need
 * the Bearer token, which a plain link cannot send, so the file is fetched and opened as a blob.
 */
export function useProtectedDownload() {
  const { t } = useLingui();
  const { refresher } = useSessionContext();
  const [error, setError] = useState<string | null>(null);

  const open = useCallback(
    async (url: string) => {
      setError(null);
      const token = await refresher.validAccessToken();
      const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} }).catch(() => null);
      if (!response?.ok) {
        setError(t`The file could not be opened.`);
        return;
      }
      const objectUrl = URL.createObjectURL(await response.blob());
      window.open(objectUrl, '_blank', 'noopener');
      // Give the new tab time to read the blob before releasing it.
      setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
    },
    [refresher, t],
  );

  return { open, error };
}
