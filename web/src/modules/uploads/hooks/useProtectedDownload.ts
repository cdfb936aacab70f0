import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { reauthenticationPrompt } from '@/modules/api/utils/reauthentication-prompt';
import { useSessionContext } from '@/modules/auth/hooks/useSessionContext';
import { asksReauthentication } from '@/modules/uploads/utils/asks-reauthentication';
import { attachmentName } from '@/modules/uploads/utils/attachment-name';
import { previewableFile } from '@/modules/uploads/utils/previewable-file';

/** Hands a blob to the browser as a download under `name`. */
function saveBlob(blob: Blob, name: string) {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
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
        const request = async () => {
          const token = await refresher.validAccessToken();
          return fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} }).catch(() => null);
        };
        let response = await request();
        // An export asks for the password again (docs/security.md): asked inline, then fetched once more.
        if (response && (await asksReauthentication(response)) && (await reauthenticationPrompt.ask()) === 'confirmed')
          response = await request();
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

  /** Saves the file under the name the server gives it (a zip is not for a tab to show). */
  const save = useCallback(
    async (url: string, fallbackName: string) => {
      const file = await fetchBlob(url);
      if (file) saveBlob(file.blob, file.name ?? fallbackName);
    },
    [fetchBlob],
  );

  /** Opens a PDF or a picture in a new tab; any other type is saved, never rendered as a page of ours. */
  const open = useCallback(
    async (url: string) => {
      const file = await fetchBlob(url);
      if (!file) return;
      const shown = previewableFile(file.blob);
      if (!shown.preview) {
        // The api names every download: 'document' only stands in for a name it did not give.
        saveBlob(shown.blob, file.name ?? 'document');
        return;
      }
      const objectUrl = URL.createObjectURL(shown.blob);
      window.open(objectUrl, '_blank', 'noopener');
      // Give the new tab time to read the blob before releasing it.
      setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
    },
    [fetchBlob],
  );

  return { open, save, error, busy };
}
