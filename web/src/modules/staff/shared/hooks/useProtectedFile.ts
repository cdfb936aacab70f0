import { useEffect, useState } from 'react';
import { useSessionContext } from '@/modules/auth/hooks/useSessionContext';
import { previewableFile, type FilePreview } from '@/modules/uploads/utils/previewable-file';

export type ProtectedFile =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; objectUrl: string; type: string; preview: FilePreview };

/**
 * Fetches a private file from the bff with the Bearer token (a plain <img> or <iframe> cannot send
 * it) and keeps it as an object URL for previews and downloads while the screen shows it.
 */
export function useProtectedFile(url: string): ProtectedFile {
  const { refresher } = useSessionContext();
  const [file, setFile] = useState<ProtectedFile>({ status: 'loading' });

  useEffect(() => {
    let objectUrl: string | null = null;
    let current = true;
    setFile({ status: 'loading' });
    void (async () => {
      const token = await refresher.validAccessToken();
      const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} }).catch(
        () => null,
      );
      const blob = response?.ok ? await response.blob().catch(() => null) : null;
      if (!current) return;
      if (!blob) {
        setFile({ status: 'failed' });
        return;
      }
      const shown = previewableFile(blob);
      objectUrl = URL.createObjectURL(shown.blob);
      setFile({ status: 'ready', objectUrl, type: shown.blob.type, preview: shown.preview });
    })();
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, refresher]);

  return file;
}
